/* global document, location, window */
// The portal's code could not download (offline, or a new release replaced the files): say so
// instead of a blank page. The entry's module script reports it with an `error` event; a lazy
// page's code before the first render with Vite's `vite:preloadError`. Once React has rendered,
// the router's error views take over.
;(function () {
  var shown = false
  function show() {
    var root = document.getElementById('root')
    if (shown || !root || root.childElementCount > 0) return
    shown = true
    var box = document.createElement('div')
    box.className = 'flex min-h-screen flex-col items-center justify-center gap-3 px-6 text-center'
    var title = document.createElement('p')
    title.className = 'text-2xl font-semibold tracking-tight text-primary'
    title.textContent = 'Flow Admin Portal'
    var words = document.createElement('p')
    words.setAttribute('role', 'alert')
    words.className = 'text-sm text-muted-foreground'
    words.textContent = 'The portal could not load. Check your connection, then reload the page.'
    var reload = document.createElement('button')
    reload.type = 'button'
    reload.textContent = 'Reload'
    reload.className =
      'rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground pointer-coarse:min-h-11'
    reload.addEventListener('click', function () {
      location.reload()
    })
    box.append(title, words, reload)
    root.append(box)
  }
  // Error events of elements do not bubble: caught on the way down.
  window.addEventListener(
    'error',
    function (event) {
      var el = event.target
      if (el && el.tagName === 'SCRIPT' && el.type === 'module') show()
    },
    true,
  )
  window.addEventListener('vite:preloadError', show)
})()
