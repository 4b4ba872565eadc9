/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)
}

/** JSON safe to embed inside `<script type="application/json">` (no `</script>` break-out). */
export function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

const BASE_STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f5; color: #18181b; }
@media (prefers-color-scheme: dark) { body { background: #18181b; color: #f4f4f5; } .card { background: #27272a !important; } }
.card { background: #fff; border-radius: 16px; padding: 24px; width: min(420px, 92vw); box-shadow: 0 8px 32px rgba(0,0,0,.12); }
h1 { font-size: 20px; margin: 0 0 12px; }
p { line-height: 1.5; }
input, button { font: inherit; padding: 10px 14px; border-radius: 10px; border: 1px solid #a1a1aa; }
input { width: 100%; box-sizing: border-box; margin: 8px 0 12px; }
button { cursor: pointer; background: #3b82f6; color: white; border: none; }
button.secondary { background: transparent; color: inherit; border: 1px solid #a1a1aa; }
.row { display: flex; gap: 8px; }
.muted { opacity: .7; font-size: 14px; }
table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: 6px 8px; border-bottom: 1px solid #d4d4d8; vertical-align: top; }
`

/** A small standalone page (login stand-ins, device approval, inbox) with a nonce-based CSP. */
export function renderPage(parameters: { title: string; body: string; nonce: string; script?: string; wide?: boolean }): string {
  const script = parameters.script ? `<script nonce="${parameters.nonce}">${parameters.script}</script>` : ''
  const wide = parameters.wide
    ? `<style nonce="${parameters.nonce}">.card { width: min(1100px, 96vw); } body { place-items: start center; padding: 24px 0; }</style>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parameters.title)}</title><style nonce="${parameters.nonce}">${BASE_STYLE}</style>${wide}</head>
<body><main class="card">${parameters.body}</main>${script}</body></html>`
}

/** The CSP of the standalone pages: nothing but their own nonce'd style and script, never framed. */
export function pageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'`
}
