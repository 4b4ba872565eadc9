import type { Kit } from '../kit.js'
import type { OnRampState } from '../state/onramp.js'
import { pickOnRampNetwork } from './fetchOnRampOptions.js'

export type UpdateOnRampParameters = Partial<Pick<OnRampState, 'amount' | 'purchaseCurrency' | 'network' | 'paymentCurrency' | 'paymentMethod' | 'provider'>>

/** Changes the purchase being set up; the last quote and error no longer apply. */
export function updateOnRamp(kit: Kit, parameters: UpdateOnRampParameters): void {
  const slice = kit._internal.state.onramp
  const currencyChanged = parameters.purchaseCurrency !== undefined && parameters.purchaseCurrency !== slice.purchaseCurrency
  Object.assign(slice, parameters)
  if (currencyChanged && parameters.network === undefined) {
    slice.network = undefined
    slice.network = pickOnRampNetwork(kit, slice)
  }
  slice.quote = undefined
  slice.error = undefined
}
