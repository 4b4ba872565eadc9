/**
 * The CSP `frame-ancestors` value for `ancestors` (origin patterns). Entries that are not valid
 * CSP host sources are dropped, so a bad configuration value cannot inject other directives.
 */
export function frameAncestorsDirective(ancestors: readonly string[]): string {
  const sources = ancestors.filter((source) => /^https?:\/\/(\*\.)?(\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9.-]+)(:(\d{1,5}|\*))?$/.test(source))
  return `frame-ancestors 'self'${sources.map((source) => ` ${source}`).join('')}`
}
