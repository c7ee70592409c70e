/* global document */
// UX-8: the saved theme before first paint, as in src/shared/theme.
try {
  const t = localStorage.getItem('flow-theme') || /flow-theme=(\w+)/.exec(document.cookie)?.[1]
  if (t === 'light' || t === 'dark') document.documentElement.classList.add(t)
} catch {
  // Storage blocked: the OS theme applies.
}
