/**
 * Whether `origin` matches a project's allowed origins (SPEC section 5), with the Kit API's
 * rules: an entry matches the whole origin, case-insensitively, trailing slashes ignored; `*`
 * stands for one or more letters, digits or hyphens, so `http://localhost:*` allows any port and
 * `https://*.example.com` any single-label subdomain (not `example.com`, not `a.b.example.com`).
 * A lone `*` or an empty list allows every origin.
 *
 * @example
 * isOriginAllowed('https://shop.example.com', ['https://*.example.com']) // true
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0 || patterns.includes('*')) return true
  const lower = origin.trim().toLowerCase().replace(/\/+$/, '')
  return patterns.some((pattern) => {
    const entry = pattern.trim().toLowerCase().replace(/\/+$/, '')
    if (!entry.includes('*')) return entry === lower
    const source = entry
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[a-z0-9-]+')
    return new RegExp(`^${source}$`).test(lower)
  })
}
