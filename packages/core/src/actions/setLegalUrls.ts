import * as v from 'valibot'
import type { Kit } from '../kit.js'

export type SetLegalUrlsParameters = { termsConditionsUrl?: string | undefined; privacyPolicyUrl?: string | undefined }

// An http(s) URL only, as the options accept: a link of the modal never runs `javascript:`.
const legalUrl = (key: string) => v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/, `${key}: Expected an http(s) URL`)))
const legalUrlsSchema = v.strictObject({ termsConditionsUrl: legalUrl('termsConditionsUrl'), privacyPolicyUrl: legalUrl('privacyPolicyUrl') })

/**
 * AppKit's `setTermsConditionsUrl` / `setPrivacyPolicyUrl` (and those keys of `updateOptions`):
 * the links under the Connect view's wallets, from its next render. Both are checked before
 * either changes: a bad URL throws (naming the key) and changes nothing.
 */
export function setLegalUrls(kit: Kit, urls: SetLegalUrlsParameters): void {
  const parsed = v.parse(legalUrlsSchema, urls)
  const options = kit.options as { termsConditionsUrl?: string | undefined; privacyPolicyUrl?: string | undefined }
  if (parsed.termsConditionsUrl !== undefined) options.termsConditionsUrl = parsed.termsConditionsUrl
  if (parsed.privacyPolicyUrl !== undefined) options.privacyPolicyUrl = parsed.privacyPolicyUrl
}
