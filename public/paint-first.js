/* global document, requestAnimationFrame */
// Starts the portal once the shell in index.html has painted; the entry downloads meanwhile (it
// is preloaded). A returning visitor's portal starts at once: its API calls need no frame first.
;(function () {
  var entry = document.getElementById('app-entry').href
  var returning = false
  try {
    returning = localStorage.getItem('flow-auth') !== null
  } catch {
    // storage refused: a first visit
  }
  if (returning || document.visibilityState !== 'visible') import(entry)
  else
    // The second frame's callback runs once the first (the shell) has been presented.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        import(entry)
      })
    })
})()
