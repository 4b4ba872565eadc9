import { BaseError, type BaseErrorParameters } from './base.js'

export type SmartAccountNotEnabledErrorType = SmartAccountNotEnabledError & { name: 'SmartAccountNotEnabledError' }
/** docs/rules/states.md: switching to smartAccount only on a smart-account-enabled network. */
export class SmartAccountNotEnabledError extends BaseError {
  override name = 'SmartAccountNotEnabledError'
  constructor({ networkId }: { networkId?: string | undefined } = {}) {
    super('Smart accounts are not enabled on this network', networkId ? { details: `Network: ${networkId}` } : {})
  }
}

export type SetPreferredAccountTypeErrorType = SetPreferredAccountTypeError & { name: 'SetPreferredAccountTypeError' }
/** What the user declined on the frame's approval screen (the type they were switching to). */
const declinedMessages = {
  smartAccount: 'Switch to a smart account declined: the account stays an EOA',
  eoa: 'Switch to an EOA declined: the account stays a smart account',
} as const

/** What a failed switch (not declined: the delegation or its removal did not land, e.g. no gas money) says, by the type asked for. */
const failedMessages = {
  smartAccount: 'Could not set up the smart account',
  eoa: 'Could not remove the smart account delegation: the account stays a smart account',
} as const

/**
 * The frame did not switch the account type: the user declined it on the frame's approval screen
 * (`declined`: the type asked for), or the EIP-7702 delegation (to smartAccount) or its removal
 * (to eoa, `target`) failed, e.g. no gas money. After a failed switch to smartAccount the type is
 * eoa again; after a failed switch to eoa the delegation, and so the smart account, stays.
 */
export class SetPreferredAccountTypeError extends BaseError {
  override name = 'SetPreferredAccountTypeError'
  constructor({
    declined,
    target = 'smartAccount',
    ...parameters
  }: BaseErrorParameters & { declined?: 'eoa' | 'smartAccount' | undefined; target?: 'eoa' | 'smartAccount' | undefined } = {}) {
    super(declined ? declinedMessages[declined] : failedMessages[target], parameters)
  }
}
