/**
 * Whether `origin` matches one of the project's allowed-origin patterns (docs/rules/validation.md), as the
 * Kit API matches them: whole origin, case-insensitive, a trailing slash ignored; `*` stands for
 * one or more letters, digits or hyphens (`https://*.example.com`, `http://localhost:*`), and a
 * lone `*` allows every origin.
 */
export function matchOrigin(origin: string, patterns: readonly string[]): boolean {
  const lower = origin.toLowerCase()
  return patterns.some((pattern) => {
    const normalized = pattern.trim().toLowerCase().replace(/\/+$/, '')
    if (normalized === '*') return true
    if (!normalized.includes('*')) return normalized === lower
    const source = normalized
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[a-z0-9-]+')
    return new RegExp(`^${source}$`).test(lower)
  })
}
