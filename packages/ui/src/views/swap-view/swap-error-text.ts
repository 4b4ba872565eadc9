import type { SwapErrorCode } from '@kit/core'
import type { MessageKey } from '../../i18n/en.js'
import type { Translate } from '../../i18n/translate.js'

const keys: Readonly<Record<SwapErrorCode, MessageKey | undefined>> = {
  networkNotSupported: 'swap.networkNotSupported',
  gasPriceNotSupported: 'swap.gasNotSupported',
  insufficientBalance: 'swap.insufficientBalance',
  insufficientLiquidity: 'swap.insufficientLiquidity',
  invalidAmount: 'swap.invalidAmount',
  rejected: 'swap.rejected',
  failed: undefined,
}

/** The text of a swap failure: docs/rules/errors.md texts by code, else 'Swap failed' with the reason. */
export function swapErrorText(t: Translate, error: { code: SwapErrorCode; message: string }): string {
  const key = keys[error.code]
  return key ? (t as (key: MessageKey) => string)(key) : `${t('swap.failed')}: ${error.message}`
}
