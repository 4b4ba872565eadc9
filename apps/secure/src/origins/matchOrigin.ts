/**
 * Whether `origin` (`scheme://host[:port]`) matches `pattern`. Patterns are origins where `*`
 * stands for one or more host labels at the start (`https://*.vercel.app`) or for any port
 * (`http://localhost:*`). A pattern without a port matches the scheme's default port only.
 * Shared by the server (CSP `frame-ancestors`) and the frame page (parent-origin check).
 */
export function matchOrigin(origin: string, pattern: string): boolean {
  const parsedOrigin = splitOrigin(origin)
  const parsedPattern = splitOrigin(pattern)
  if (!parsedOrigin || !parsedPattern || parsedOrigin.scheme !== parsedPattern.scheme) return false
  if (parsedPattern.port !== '*' && parsedPattern.port !== parsedOrigin.port) return false
  if (parsedPattern.host.startsWith('*.')) {
    const suffix = parsedPattern.host.slice(1)
    return parsedOrigin.host.endsWith(suffix) && parsedOrigin.host.length > suffix.length
  }
  return parsedPattern.host === parsedOrigin.host
}

export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchOrigin(origin, pattern))
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' }

function splitOrigin(value: string): { scheme: string; host: string; port: string } | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(\[[0-9a-f:.]+\]|[^/:?#\s[\]]+)(?::(\d{1,5}|\*))?\/?$/i.exec(value.trim())
  if (!match) return null
  const scheme = (match[1] ?? '').toLowerCase()
  const host = (match[2] ?? '').toLowerCase()
  const port = match[3] ?? DEFAULT_PORTS[scheme] ?? ''
  return { scheme, host, port }
}
