import { type EnglishMessages, en, type MessageKey, type Messages } from './en.js'

/** The `{placeholder}` names of a message text, as a union of string literals. */
export type MessageParamNames<text extends string> = text extends `${string}{${infer name}}${infer rest}` ? name | MessageParamNames<rest> : never

/** The parameters object a message needs (`never` when it has no placeholder). */
export type MessageParams<key extends MessageKey> = [MessageParamNames<EnglishMessages[key]>] extends [never]
  ? never
  : { [name in MessageParamNames<EnglishMessages[key]>]: string | number }

/** The arguments after the key: required params when the message has placeholders, else none. */
export type TranslateArgs<key extends MessageKey> = [MessageParams<key>] extends [never] ? [params?: undefined] : [params: MessageParams<key>]

/** A translate function bound to one catalogue. */
export type Translate = <key extends MessageKey>(key: key, ...args: TranslateArgs<key>) => string

/** Replaces `{name}` placeholders with `params[name]`; unknown placeholders stay as they are. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder))
}

/**
 * Creates a translate function over `messages` (missing keys fall back to English):
 * `createTranslator(messages)('connecting.continueIn', { wallet: 'MetaMask' })`. Keys and the
 * parameters each message needs are type-checked. The UI never translates through a global: each
 * kit carries its locale and catalogue, and its elements translate with `getTranslate(kit)`.
 */
export function createTranslator(messages: Partial<Messages> = {}): Translate {
  return (key, ...[params]) => interpolate(messages[key] ?? en[key], params as Record<string, string | number> | undefined)
}
