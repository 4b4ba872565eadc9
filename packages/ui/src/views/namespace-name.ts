import type { Namespace } from '@kit/core'
import type { Translate } from '../i18n/translate.js'

/** A namespace as users read it: 'EVM Networks', 'Solana', 'Bitcoin', ... */
export function namespaceName(t: Translate, namespace: Namespace): string {
  return t(`namespace.${namespace}`)
}
