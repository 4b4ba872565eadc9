import { embedJson } from './html.js'

/** What the frame page script reads from `#kit-frame-config`. */
export interface FramePageConfig {
  readonly projectId: string
  readonly chainId: number | string | null
  readonly version: string
  readonly enableLogger: boolean
  readonly rpcUrl: string | null
  /** Origin patterns the parent page must match. */
  readonly ancestors: readonly string[]
  /** When set the frame answers every request with this error (unknown project). */
  readonly projectError: string | null
  readonly chains: readonly { id: number; name: string; rpcUrls: readonly string[] }[]
  /** The Solana clusters (CAIP-2 ids) the embedded wallet signs for. */
  readonly solanaChains: readonly { id: string; name: string; rpcUrls: readonly string[] }[]
  readonly frameVersion: string
}

const STYLE = `
:root { color-scheme: light dark; --kit-frame-bg: #ffffff; --kit-frame-fg: #18181b; --kit-frame-muted: #71717a; --kit-frame-accent: #3b82f6; --kit-frame-border: #e4e4e7;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
:root[data-theme="dark"] { --kit-frame-bg: #18181b; --kit-frame-fg: #f4f4f5; --kit-frame-muted: #a1a1aa; --kit-frame-border: #3f3f46; }
html, body { margin: 0; height: 100%; background: transparent; }
#approval { box-sizing: border-box; height: 100%; display: flex; flex-direction: column; gap: 12px; padding: 20px; background: var(--kit-frame-bg); color: var(--kit-frame-fg); border-radius: 24px; }
#approval[hidden] { display: none; }
#approval h1 { margin: 0; font-size: 18px; text-align: center; }
.app { text-align: center; color: var(--kit-frame-muted); font-size: 14px; margin: 0; }
.details { flex: 1; overflow: auto; border: 1px solid var(--kit-frame-border); border-radius: 12px; padding: 12px; font-size: 13px; }
.details dt { color: var(--kit-frame-muted); font-size: 12px; margin-top: 8px; } .details dt:first-child { margin-top: 0; }
.details dd { margin: 2px 0 0; word-break: break-all; white-space: pre-wrap; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.actions { display: flex; gap: 8px; }
.actions button { flex: 1; font: inherit; padding: 12px; border-radius: 12px; cursor: pointer; border: 1px solid var(--kit-frame-border); background: transparent; color: var(--kit-frame-fg); }
.actions button.primary { background: var(--kit-frame-accent); border-color: var(--kit-frame-accent); color: #fff; }
.actions button:disabled { opacity: .6; cursor: progress; }
#code { box-sizing: border-box; height: 100%; display: flex; flex-direction: column; justify-content: center; gap: 8px; padding: 4px; background: var(--kit-frame-bg); color: var(--kit-frame-fg); }
#code[hidden] { display: none; }
#code label { font-size: 13px; color: var(--kit-frame-muted); text-align: center; }
#code input { box-sizing: border-box; width: 100%; font: inherit; font-size: 24px; letter-spacing: .5em; text-align: center; padding: 10px; border-radius: 12px;
  border: 1px solid var(--kit-frame-border); background: transparent; color: var(--kit-frame-fg); outline: none; }
#code input:focus { border-color: var(--kit-frame-accent); }
#code input:disabled { opacity: .6; }
#code .error { margin: 0; font-size: 13px; color: #ef4444; text-align: center; }
`

/** The frame page: the email-code entry and the approval screen (hidden until needed) and the module script that talks to the parent. */
export function renderFramePage(parameters: { config: FramePageConfig; nonce: string; scriptUrl: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kit secure frame</title><style nonce="${parameters.nonce}">${STYLE}</style>
<script type="application/json" id="kit-frame-config">${embedJson(parameters.config)}</script>
<script type="module" src="${parameters.scriptUrl}"></script></head>
<body><section id="code" data-testid="code-screen" hidden>
<label for="code-input">Code from your email</label>
<input id="code-input" data-testid="otp-input" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="code-error">
<p class="error" id="code-error" data-testid="otp-input-error" role="alert" hidden></p>
</section><section id="approval" data-testid="approve-screen" hidden aria-live="polite">
<h1 id="approval-title" data-testid="approve-title">Approve request</h1><p class="app" id="approval-app"></p>
<dl class="details" id="approval-details"></dl>
<div class="actions"><button type="button" id="approval-reject" data-testid="approve-reject">Reject</button>
<button type="button" id="approval-confirm" class="primary" data-testid="approve-confirm">Approve</button></div>
</section></body></html>`
}
