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

export const STYLE_CSS = `
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
.banner{background:#b42318;color:#fff;padding:.6rem 1rem;font-weight:600;text-align:center}
main{max-width:760px;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
footer{max-width:760px;margin:0 auto 2rem;color:#667085;font-size:.9rem}
h1{font-size:1.5rem;margin-top:0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e4e7ec;vertical-align:top}
form.inline{display:inline}
button,.button{background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:.5rem 1rem;font-size:1rem;cursor:pointer;text-decoration:none;display:inline-block}
button.secondary,.button.secondary{background:#e4e7ec;color:#1d2330}
input,select,textarea{font-size:1rem;padding:.4rem .5rem;border:1px solid #d0d5dd;border-radius:6px}
ul.accounts{list-style:none;padding:0}
ul.accounts li{margin:.4rem 0}
.error{color:#b42318;font-weight:600}
.muted{color:#667085}
.mail{border:1px solid #e4e7ec;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.mail pre{white-space:pre-wrap;font-family:inherit;margin:.5rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}
dt{font-weight:600}
`
