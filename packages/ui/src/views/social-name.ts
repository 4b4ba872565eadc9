import type { MessageKey } from '../i18n/en.js'
import type { Translate } from '../i18n/translate.js'

/** The display name of a social provider: the catalogue's `social.<provider>` entry. */
export const socialName = (t: Translate, provider: string): string => (t as (key: MessageKey) => string)(`social.${provider}` as MessageKey)
