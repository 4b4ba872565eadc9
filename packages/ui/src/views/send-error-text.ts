import type { MessageKey } from '../i18n/en.js'
import type { Translate } from '../i18n/translate.js'

/** Catalogue keys of the send errors (core error class names → docs/rules/validation.md texts). */
const keys: Readonly<Record<string, MessageKey>> = {
  SendParametersRequiredError: 'send.amountAndReceiverRequired',
  SendTokenRequiredError: 'send.tokenRequired',
  InvalidAddressError: 'send.invalidAddress',
  InvalidAmountError: 'send.invalidAmount',
  InsufficientFundsError: 'send.insufficientFunds',
  UserRejectedRequestError: 'send.rejected',
}

/** The text of a send failure (validation or wallet), by the core error's name. */
export function sendErrorText(t: Translate, name: string): string {
  return (t as (key: MessageKey) => string)(keys[name] ?? 'send.failed')
}

/** Whether the error only says something is missing (shown after the first attempt, not while typing). */
export function isMissingInput(name: string): boolean {
  return name === 'SendParametersRequiredError' || name === 'SendTokenRequiredError'
}

/** Whether the text is the generic 'Transaction failed': the view then shows the failure's own reason too (a node's refusal). */
export function needsReason(name: string): boolean {
  return !(name in keys)
}
