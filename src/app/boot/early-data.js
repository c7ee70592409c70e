/* global document, location, window */
// A returning visitor's cold load: before the portal's code arrives, start the page's API calls
// (the portal adopts their answers: src/shared/api/early-responses.ts) and download the code
// the page needs. The build writes onto this tag the storage keys and the token margin (from
// src/shared/auth/stored-session-keys.ts and src/shared/api/early-calls-key.ts), the API origin
// fixed at build time (the token goes nowhere else, whatever storage holds) and the code map.
;(function () {
  try {
    var script = document.currentScript
    var given = script.dataset
    var session = JSON.parse(localStorage.getItem(given.authKey) || 'null')
    // As freshStoredSession (src/shared/auth): a token this close to expiry is refreshed first.
    if (!session || typeof session.access_token !== 'string') return
    if (!(session.expires_at * 1000 - Date.now() > Number(given.marginMs))) return
    var path = location.pathname.replace(/\/+$/, '')
    // '', '/app', '/app/team': the code and calls of every level of the page.
    var paths = path.split('/').map(function (_, i, parts) {
      return parts.slice(0, i + 1).join('/')
    })
    // The calls first, then the code: both go out before the portal's entry has arrived.
    // A search changes what a page asks for: only plain paths start calls early.
    var stored = location.search ? null : JSON.parse(localStorage.getItem(given.callsKey) || 'null')
    var mine = stored && stored.calls && session.user && stored.user === session.user.id
    var apiOrigin = given.apiOrigin || location.origin
    var early = { token: session.access_token, responses: {} }
    paths.forEach(function (p) {
      ;((mine && stored.calls[p]) || []).forEach(function (url) {
        if (new URL(url, location.href).origin !== apiOrigin) return
        early.responses[url] = fetch(url, {
          headers: { Authorization: 'Bearer ' + early.token },
          signal: AbortSignal.timeout(stored.timeoutMs),
        }).catch(function () {
          // Unanswered: the portal makes this call itself.
        })
      })
    })
    window.__flowEarly = early
    var code = JSON.parse(given.code || '{}')
    var files = []
    paths.forEach(function (p) {
      files = files.concat(code[p] || [])
    })
    files.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    })
  } catch {
    // Nothing early: the portal makes its calls itself.
  }
})()
