/** Runs `act` on the first element matching `selector` as soon as it is in the page (or gives up). */
export function whenShown(selector: string, act: (element: HTMLElement) => void, timeoutMs = 5000) {
  const attempt = () => {
    const element = document.querySelector<HTMLElement>(selector)
    if (element) act(element)
    return element !== null
  }
  if (attempt()) return
  const observer = new MutationObserver(() => {
    if (attempt()) stop()
  })
  const timer = setTimeout(stop, timeoutMs)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
}

/** Focuses the first element matching `selector` once it is shown. */
export const focusWhenShown = (selector: string) => whenShown(selector, (el) => el.focus())

/** Presses the team page's button marked `data-command={command}` once it is shown. */
export const pressWhenShown = (command: string) =>
  whenShown(`#main [data-command="${command}"]`, (el) => el.click())
