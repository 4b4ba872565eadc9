import { ChainMismatchError, type ChainMismatchErrorType } from '../errors/chain.js'
import { ConnectorCapabilityNotSupportedError } from '../errors/connector.js'
import type { Kit } from '../kit.js'
import type { SendToken } from '../state/send.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { refreshAfterSend } from './refreshAfterSend.js'
import { type ValidateSendErrorType, validateSend } from './validateSend.js'
import { sendTokenTransfer, sendTransaction, type WalletRequestErrorType } from './walletRequests.js'

export type SendTokenParameters = {
  /** The native currency (no `address`) or a token contract of the account's network. */
  token: SendToken | undefined
  /** Whole units, as typed (`0.5`). */
  amount: string
  /** The receiver address. */
  to: string
  namespace?: Namespace | undefined
}

export type SendTokenReturnType = string
export type SendTokenErrorType = ValidateSendErrorType | ChainMismatchErrorType | WalletRequestErrorType

/**
 * Sends the native currency or a token with the connected wallet and resolves with the
 * transaction hash. Checked first ({@link validateSend}; the receiver with the namespace adapter's
 * `isValidAddress`), so bad input never reaches the wallet. A token transfer is the adapter's
 * `sendTokenTransfer` (transfers that read the chain first, e.g. Solana SPL) or its
 * `prepareTokenTransfer` call (eip155: ERC-20 `transfer`); without either capability it throws
 * ConnectorCapabilityNotSupportedError. Afterwards balances, tokens and activity are refreshed.
 *
 * @example
 * const hash = await sendToken(kit, { token: getSendTokens(kit)[0], amount: '0.01', to: '0x…' })
 */
export async function sendToken(kit: Kit, { token, amount, to, namespace }: SendTokenParameters): Promise<SendTokenReturnType> {
  const target = namespace ?? kit._internal.state.chains.activeNamespace
  const adapter = kit._internal.adapters.get(target)
  const result = validateSend({
    token,
    amount,
    to,
    namespace: target,
    isValidAddress: (address) => adapter?.isValidAddress(address) ?? false,
  })
  if (!result.valid) throw result.error
  const networkId = namespaceState(kit, target).networkId
  if (token && networkId && token.networkId !== networkId) throw new ChainMismatchError({ expected: token.networkId, received: networkId })
  const receiver = to.trim()
  let hash: string
  if (!token?.address) hash = await sendTransaction(kit, { to: receiver, value: result.value, namespace: target })
  else if (adapter?.sendTokenTransfer)
    hash = await sendTokenTransfer(kit, { token: token.address, to: receiver, amount: result.value, decimals: token.decimals, namespace: target })
  else {
    if (!adapter?.prepareTokenTransfer)
      throw new ConnectorCapabilityNotSupportedError({
        capability: 'prepareTokenTransfer',
        connectorId: namespaceState(kit, target).account.connectorId ?? target,
      })
    const request = adapter.prepareTokenTransfer({ token: token.address, to: receiver, amount: result.value })
    hash = await sendTransaction(kit, { ...request, namespace: target })
  }
  refreshAfterSend(kit, { hash, namespace: target })
  return hash
}
