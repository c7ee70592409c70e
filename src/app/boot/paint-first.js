/* global document, location, requestAnimationFrame */
// Starts the portal once the shell in index.html is on screen. A returning visitor's portal
// starts at once: its API calls need no frame first, and its page replaces the shell anyway.
;(function () {
  var script = document.currentScript
  var started = false
  function start() {
    if (started) return
    started = true
    script.dataset.imports.split(' ').forEach(function (href) {
      if (!href) return
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
    import(script.dataset.entry).catch(failed)
  }
  // No portal code (offline, or a new release replaced the files): say so instead of loading forever.
  function failed() {
    var shell = document.querySelector('#root > [aria-busy]')
    if (!shell) return
    shell.setAttribute('aria-busy', 'false')
    shell.lastElementChild.textContent =
      'The portal could not load. Check your connection, then reload the page.'
    shell.lastElementChild.setAttribute('role', 'alert')
    var reload = document.createElement('button')
    reload.type = 'button'
    reload.textContent = 'Reload'
    reload.className =
      'rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground pointer-coarse:min-h-11'
    reload.addEventListener('click', function () {
      location.reload()
    })
    shell.appendChild(reload)
  }
  var returning = false
  try {
    // The auth client's storage key, written onto this tag by the build (scripts/index-html.ts).
    returning = localStorage.getItem(script.dataset.authKey) !== null
  } catch {
    // storage refused: a first visit
  }
  if (returning || document.visibilityState !== 'visible') return start()
  // The shell's largest text is reported once its frame is presented. React replacing the shell
  // before then would drop it as the page's largest paint, so the portal waits for that report.
  try {
    new PerformanceObserver(start).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    // no paint timing in this browser: frames below
  }
  // The second frame's callback runs once the first (the shell) has been produced; the timeout
  // bounds the wait where paint reports are slow or absent.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 50)
    })
  })
})()
