import type { Namespace } from '@kit/core'
import { t } from '../i18n/translate.js'

/** A namespace as users read it: 'EVM Networks', 'Solana', 'Bitcoin', ... */
export function namespaceName(namespace: Namespace): string {
  return t(`namespace.${namespace}`)
}
