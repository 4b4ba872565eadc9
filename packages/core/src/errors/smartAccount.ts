import { BaseError, type BaseErrorParameters } from './base.js'

export type SmartAccountNotEnabledErrorType = SmartAccountNotEnabledError & { name: 'SmartAccountNotEnabledError' }
/** SPEC section 4: switching to smartAccount only on a smart-account-enabled network. */
export class SmartAccountNotEnabledError extends BaseError {
  override name = 'SmartAccountNotEnabledError'
  constructor({ networkId }: { networkId?: string | undefined } = {}) {
    super('Smart accounts are not enabled on this network', networkId ? { details: `Network: ${networkId}` } : {})
  }
}

export type SetPreferredAccountTypeErrorType = SetPreferredAccountTypeError & { name: 'SetPreferredAccountTypeError' }
/** The frame could not switch the account type (the delegation failed, no gas money); the type is eoa again. */
export class SetPreferredAccountTypeError extends BaseError {
  override name = 'SetPreferredAccountTypeError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Could not set up the smart account', parameters)
  }
}
