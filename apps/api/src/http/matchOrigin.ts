/** A compiled list of allowed origins (docs/rules/validation.md: exact entries and `*` wildcards). */
export type OriginMatcher = (origin: string) => boolean

/**
 * Compiles allowed-origin patterns. An entry matches the whole origin, case-insensitively;
 * `*` stands for one or more letters, digits or hyphens, so `http://localhost:*` allows any
 * port and `https://*.example.com` any single-label subdomain (not `example.com` itself, not
 * `a.b.example.com`). A lone `*` allows every origin, and so does an empty list (as AppKit does).
 */
export function compileOriginMatcher(patterns: readonly string[]): OriginMatcher {
  if (patterns.length === 0 || patterns.includes('*')) return () => true
  const exact = new Set<string>()
  const wildcards: RegExp[] = []
  for (const pattern of patterns) {
    const lower = pattern.trim().toLowerCase().replace(/\/+$/, '')
    if (!lower.includes('*')) {
      exact.add(lower)
      continue
    }
    const source = lower
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[a-z0-9-]+')
    wildcards.push(new RegExp(`^${source}$`))
  }
  return (origin) => {
    const lower = origin.toLowerCase()
    return exact.has(lower) || wildcards.some((regex) => regex.test(lower))
  }
}
