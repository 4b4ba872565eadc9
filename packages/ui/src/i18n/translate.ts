import type { EnglishMessages, MessageKey, Messages } from './en.js'

/** The `{placeholder}` names of a message text, as a union of string literals. */
export type MessageParamNames<text extends string> = text extends `${string}{${infer name}}${infer rest}` ? name | MessageParamNames<rest> : never

/** The parameters object a message needs (`never` when it has no placeholder). */
export type MessageParams<key extends MessageKey> = [MessageParamNames<EnglishMessages[key]>] extends [never]
  ? never
  : { [name in MessageParamNames<EnglishMessages[key]>]: string | number }

/** The arguments after the key: required params when the message has placeholders, else none. */
export type TranslateArgs<key extends MessageKey> = [MessageParams<key>] extends [never] ? [params?: undefined] : [params: MessageParams<key>]

/** A translate function bound to one catalogue (over `keys`: every key by default). */
export type Translate<keys extends MessageKey = MessageKey> = <key extends keys>(key: key, ...args: TranslateArgs<key>) => string

/** Replaces `{name}` placeholders with `params[name]`; unknown placeholders stay as they are. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder))
}

/**
 * A translate function over `messages` whose missing keys fall back to `english`: the whole
 * English catalogue (`createTranslator`) or the part of it a caller loads (the public buttons
 * translate over `buttonMessages` only, so the page's first load holds six texts, not all of them).
 * It accepts only the keys `english` has.
 */
export function createFallbackTranslator<keys extends MessageKey>(english: Pick<EnglishMessages, keys>, messages: Partial<Messages> = {}): Translate<keys> {
  return (key, ...[params]) => interpolate(messages[key] ?? english[key], params as Record<string, string | number> | undefined)
}
