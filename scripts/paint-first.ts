import type { Plugin } from 'vite'

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The built index.html runs public/paint-first.js instead of the entry: it imports the entry once
 * the shell is on screen (at once for a returning visitor), so the shell is the first and largest
 * paint whatever the network, and no script download competes with it. The files the entry
 * imports are named too, so they download beside it rather than after it.
 */
export const paintFirst = (): Plugin => ({
  name: 'paint-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { path }) => {
      const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1])
      const entry = scripts.pop()
      if (path !== '/index.html' || !entry) return html
      const imports = [...scripts, ...[...html.matchAll(PRELOAD)].map((match) => match[1])]
      const script = `<script src="/paint-first.js" data-entry="${entry}" data-imports="${imports.join(' ')}"></script>`
      return html
        .replace(MODULE_SCRIPT, '')
        .replace(PRELOAD, '')
        .replace('</body>', `  ${script}\n  </body>`)
    },
  },
})
