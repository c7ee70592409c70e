import { useEffect } from 'react'

export const APP_NAME = 'Flow Admin Portal'

/** WCAG 2.4.2: the tab and a screen reader name the page ("Team · Flow Admin Portal"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === APP_NAME ? title : `${title} · ${APP_NAME}`
  }, [title])
}
