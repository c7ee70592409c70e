import { HttpResponse } from 'msw'

/** HTML building with escaping by default: only SafeHtml values are interpolated raw. */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '')
  })
  return new SafeHtml(out)
}

const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'"

/** A complete demo page with the mandatory demo banner; styles come from /demo/style.css (no inline CSS/JS). */
export function page(title: string, body: SafeHtml, status = 200): Response {
  const doc = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Flow demo backend</title>
        <link rel="stylesheet" href="/demo/style.css" />
      </head>
      <body>
        <div class="banner" role="note">Demo backend — not a real provider/payment page</div>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
        <footer>
          <a href="/demo/">Demo backend index</a> · <a href="/demo/mailbox">Mailbox</a>
        </footer>
      </body>
    </html>`
  return new HttpResponse(doc.value, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  })
}

export function errorPage(title: string, message: string, status: number): Response {
  return page(title, html`<p class="error">${message}</p>`, status)
}

export function redirect(location: string, status = 302): Response {
  return new HttpResponse(null, {
    status,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}

// The portal's theme choice (UX-9): its cookie picks light or dark; without it the OS decides.
const LIGHT =
  '--bg:#f6f7f9;--fg:#1d2330;--card:#fff;--line:#e4e7ec;--input:#d0d5dd;--muted:#5d6676;--error:#b42318;--button:#1d4ed8;--button-fg:#fff;--second:#e4e7ec;color-scheme:light'
const DARK =
  '--bg:#0b1120;--fg:#e5e7eb;--card:#161e2e;--line:#2b3546;--input:#475467;--muted:#a3acba;--error:#f97066;--button:#6d8ff8;--button-fg:#0b1120;--second:#2b3546;color-scheme:dark'

export type DemoTheme = 'system' | 'light' | 'dark'

/** The theme a demo page is drawn in, from the cookie the portal's theme switch writes (`__Host-` on https). */
export function demoThemeOf(request: Request): DemoTheme {
  const value = /(?:^|;\s*)(?:__Host-)?flow-theme=(light|dark)(?:;|$)/.exec(
    request.headers.get('cookie') ?? '',
  )
  return (value?.[1] as DemoTheme | undefined) ?? 'system'
}

const themeCss = (theme: DemoTheme): string =>
  theme === 'system'
    ? `:root{${LIGHT}}@media (prefers-color-scheme:dark){:root{${DARK}}}`
    : `:root{${theme === 'dark' ? DARK : LIGHT}}`

export const styleCss = (theme: DemoTheme): string => `${themeCss(theme)}
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:var(--bg);color:var(--fg)}
.banner{background:#b42318;color:#fff;padding:.6rem 1rem;font-weight:600;text-align:center}
main{max-width:760px;margin:2rem auto;background:var(--card);padding:1.5rem 2rem;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
footer{max-width:760px;margin:0 auto 2rem;color:var(--muted);font-size:.9rem}
a{color:inherit}
h1{font-size:1.5rem;margin-top:0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
form.inline{display:inline}
button,.button{background:var(--button);color:var(--button-fg);border:0;border-radius:6px;padding:.5rem 1rem;font-size:1rem;cursor:pointer;text-decoration:none;display:inline-block}
button.secondary,.button.secondary{background:var(--second);color:var(--fg)}
input,select,textarea{font-size:1rem;padding:.4rem .5rem;border:1px solid var(--input);border-radius:6px;background:var(--card);color:var(--fg)}
ul.accounts{list-style:none;padding:0}
ul.accounts li{margin:.4rem 0}
.error{color:var(--error);font-weight:600}
.muted{color:var(--muted)}
.mail{border:1px solid var(--line);border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.mail pre{white-space:pre-wrap;font-family:inherit;margin:.5rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}
dt{font-weight:600}
`
