const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Whether `email` (trimmed) is an address email login accepts (docs/rules/validation.md): one `@`, a dot in
 * the domain, no spaces, at most 320 characters.
 *
 * @example
 * isValidEmail('ada@example.com') // true
 */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= 320 && emailPattern.test(trimmed)
}
