import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ParentServer {
  readonly port: number
  /** `http://<host>:<port>` for the host given. */
  origin(host: string): string
  close(): Promise<void>
}

/**
 * A stand-in host page for browser tests: `/parent.html?secure=<origin>&projectId=` embeds the
 * secure frame and records what it posts; `/foreign.html` is embedded from another origin and
 * can post to the secure frame (messages that must be dropped).
 */
export async function startParentServer(host = '127.0.0.1'): Promise<ParentServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://parent')
    if (url.pathname === '/parent.html') {
      const secure = url.searchParams.get('secure') ?? ''
      const projectId = url.searchParams.get('projectId') ?? 'kit-demo'
      const foreign = url.searchParams.get('foreign') ?? ''
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<!doctype html><html><body>
<iframe id="secure" style="width:360px;height:480px" src="${secure}/frame?projectId=${projectId}&chainId=31337&version=test&enableLogger=false"></iframe>
${foreign ? `<iframe id="foreign" src="${foreign}/foreign.html"></iframe>` : ''}
<script>
window.SECURE = ${JSON.stringify(secure)};
window.received = [];
window.popupMessages = [];
window.addEventListener('message', (event) => {
  if (event.origin !== window.SECURE) return;
  if (event.source === document.getElementById('secure').contentWindow) window.received.push(event.data);
  else if (window.popup && event.source === window.popup) window.popupMessages.push(event.data);
});
window.send = (message) => document.getElementById('secure').contentWindow.postMessage(message, window.SECURE);
window.openPopup = (uri) => { window.popup = window.open(uri, 'kit-social', 'width=600,height=800'); return !!window.popup; };
</script></body></html>`)
      return
    }
    if (url.pathname === '/foreign.html') {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<!doctype html><html><body><script>
window.blast = (messages) => { for (const message of messages) parent.frames[0].postMessage(message, '*'); return messages.length; };
</script></body></html>`)
      return
    }
    res.writeHead(404).end()
  })
  const port = await new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)))
  return {
    port,
    origin: (name) => `http://${name}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Chromium from Debian, with the flags this environment needs. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}
