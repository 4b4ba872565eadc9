import type { MessageKey } from '../i18n/en.js'
import { t } from '../i18n/translate.js'

/** The display name of a social provider: the catalogue's `social.<provider>` entry. */
export const socialName = (provider: string): string => (t as unknown as (key: MessageKey) => string)(`social.${provider}` as MessageKey)
