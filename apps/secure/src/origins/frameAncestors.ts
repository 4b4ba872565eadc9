/**
 * The CSP `frame-ancestors` value for `ancestors` (origin patterns). Only valid CSP host sources
 * are kept, so a bad configuration value cannot inject other directives. IPv6 literals
 * (`http://[::1]:*`) are dropped too: CSP host sources have no IPv6 form and Chromium rejects
 * the whole source with a console error. (The frame page still checks its parent against every
 * pattern, IPv6 included, with `matchOrigin`.)
 */
export function frameAncestorsDirective(ancestors: readonly string[]): string {
  const sources = ancestors.filter((source) => /^https?:\/\/(\*\.)?[a-zA-Z0-9.-]+(:(\d{1,5}|\*))?$/.test(source))
  return `frame-ancestors 'self'${sources.map((source) => ` ${source}`).join('')}`
}
