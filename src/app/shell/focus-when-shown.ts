/** Focuses the first element matching `selector` as soon as it is in the page (or gives up). */
export function focusWhenShown(selector: string, timeoutMs = 5000): void {
  const tryFocus = () => {
    const element = document.querySelector<HTMLElement>(selector)
    element?.focus()
    return element !== null
  }
  if (tryFocus()) return
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop()
  })
  const timer = setTimeout(stop, timeoutMs)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
}
