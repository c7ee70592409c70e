import type { Plugin } from 'vite'

/**
 * Most visits start at /login. Its route chunk is split from the entry, so the browser would only
 * ask for it after the entry has run: a second round trip before the form can paint. This adds
 * modulepreload links for that chunk and what it imports, so they download alongside the entry.
 */
export function preloadLoginRoute(): Plugin {
  return {
    name: 'preload-login-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const login = chunks.find(
          (c) =>
            c.facadeModuleId?.includes('/routes/login.tsx') &&
            c.facadeModuleId.includes('tsr-split'),
        )
        if (!login) return html
        const files = new Set<string>()
        const visit = (fileName: string) => {
          if (files.has(fileName) || html.includes(fileName)) return
          files.add(fileName)
          const chunk = chunks.find((c) => c.fileName === fileName)
          chunk?.imports.forEach(visit)
        }
        visit(login.fileName)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
