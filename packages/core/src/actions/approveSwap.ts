import { buildSwapApprove } from '../api/buildSwapApprove.js'
import { getSwapAllowance } from '../api/getSwapAllowance.js'
import { ConnectorCapabilityNotSupportedError } from '../errors/connector.js'
import { TransactionRevertedError } from '../errors/swap.js'
import type { Kit } from '../kit.js'
import { swapAccount } from '../swap/swapAccount.js'
import { swapEventProperties } from '../swap/swapEventProperties.js'
import { toSwapError } from '../swap/toSwapError.js'
import { emitEvent } from './emitEvent.js'
import { sendTransaction } from './walletRequests.js'

/** Waits for a transaction with the eip155 adapter's capability; throws if it reverted. */
export async function waitForSwapTransaction(kit: Kit, hash: string): Promise<void> {
  const adapter = kit._internal.adapters.get('eip155')
  const account = swapAccount(kit)
  const network = kit.networks.find((candidate) => candidate.caipNetworkId === account?.networkId)
  if (!adapter?.waitForTransaction || !network) throw new ConnectorCapabilityNotSupportedError({ capability: 'waitForTransaction', connectorId: 'eip155' })
  const { status } = await adapter.waitForTransaction({ hash, network, timeout: 120_000 })
  if (status !== 'success') throw new TransactionRevertedError({ hash })
}

/**
 * The approval step of SwapPreview: the provider may spend exactly the quoted `from` amount
 * (`GET /v1/convert/build-approve`), signed by the connected wallet; resolves once it is mined and
 * the allowance is read again. A refusal in the wallet leaves the swap as it was (error `rejected`).
 */
export async function approveSwap(kit: Kit): Promise<string | undefined> {
  const slice = kit._internal.state.swap
  const account = swapAccount(kit)
  const { fromToken: from, toToken: to, quote } = slice
  if (!kit.api || !account || !from || !to || !quote || slice.status === 'approving' || slice.status === 'swapping') return undefined
  slice.status = 'approving'
  slice.error = undefined
  try {
    const { tx } = await buildSwapApprove(kit.api, { userAddress: account.caip10, from: from.caip10, to: to.caip10, amount: quote.fromAmount })
    const hash = await sendTransaction(kit, {
      namespace: 'eip155',
      to: tx.to.slice(tx.to.lastIndexOf(':') + 1),
      value: BigInt(tx.value),
      data: tx.data,
      gas: BigInt(tx.eip155.gas),
    })
    slice.approveHash = hash
    await waitForSwapTransaction(kit, hash)
    const { allowance } = await getSwapAllowance(kit.api, { tokenAddress: from.caip10, userAddress: account.caip10 })
    slice.allowance = allowance
    slice.status = 'idle'
    return hash
  } catch (error) {
    slice.error = toSwapError(error)
    slice.status = slice.error.code === 'rejected' ? 'idle' : 'error'
    emitEvent(kit, 'SWAP_APPROVAL_ERROR', { ...swapEventProperties(kit), message: slice.error.message })
    return undefined
  }
}
