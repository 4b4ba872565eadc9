import { en, type Messages } from './en.js'
import { createFallbackTranslator, type Translate } from './translate.js'

/**
 * Creates a translate function over `messages` (missing keys fall back to English):
 * `createTranslator(messages)('connecting.continueIn', { wallet: 'MetaMask' })`. Keys and the
 * parameters each message needs are type-checked. The UI never translates through a global: each
 * kit carries its locale and catalogue, and its elements translate with `getTranslate(kit)`.
 */
export function createTranslator(messages: Partial<Messages> = {}): Translate {
  return createFallbackTranslator(en, messages)
}
