import { InvalidEmailError } from '../errors/auth.js'
import { isValidEmail } from '../utils/email.js'

/** The trimmed address, or InvalidEmailError (login and email update alike). */
export function validEmail(email: string): string {
  const trimmed = email.trim()
  if (!isValidEmail(trimmed)) throw new InvalidEmailError({ email })
  return trimmed
}
