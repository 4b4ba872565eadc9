import { type CaipNetwork, ConnectorAccountNotFoundError } from '@kit/core'
import { InvalidBitcoinAddressError } from '../errors/bitcoin.js'
import { createEsploraClient } from '../esplora/createEsploraClient.js'
import type { BitcoinAccount, BitcoinSignPsbtParameters, BitcoinSignPsbtReturnType } from '../types.js'
import { isBitcoinAddress } from '../utils/address.js'
import { networkFamily, toBitcoinJsNetwork } from '../utils/bitcoinNetworks.js'

export type SendBitcoinParameters = {
  network: CaipNetwork
  rpcUrls: readonly string[]
  accounts: readonly BitcoinAccount[]
  address: string
  to: string
  value: bigint
  /** Confirmation target (blocks) of the Esplora fee estimate. */
  feeTarget: number
  fetchFn?: typeof fetch | undefined
  signPsbt(parameters: BitcoinSignPsbtParameters): Promise<BitcoinSignPsbtReturnType>
}

function expectedEncoding(network: CaipNetwork) {
  return networkFamily(network.caipNetworkId) === 'mainnet' ? 'bc1…, 1… or 3…' : 'tb1…, m…, n… or 2…'
}

/**
 * Sends `value` satoshis: a PSBT built from the address's UTXOs (Esplora on the network's RPC
 * URLs) with the estimated fee, signed by the wallet, finalized and broadcast here (unless the
 * wallet broadcast it). A refused broadcast throws TransactionRejectedError with the node's text.
 */
export async function sendBitcoin({ network, rpcUrls, accounts, address, to, value, feeTarget, fetchFn, signPsbt }: SendBitcoinParameters): Promise<string> {
  const bitcoinNetwork = toBitcoinJsNetwork(network)
  const recipient = to.trim()
  if (!isBitcoinAddress(recipient, network.caipNetworkId))
    throw new InvalidBitcoinAddressError({ address: to, networkName: network.name, expected: expectedEncoding(network) })
  const from = accounts.find((account) => account.address === address)
  if (!from) throw new ConnectorAccountNotFoundError({ address })
  const client = createEsploraClient({ urls: rpcUrls, fetchFn })
  // bitcoinjs-lib and secp256k1 load here, on the first send, not with discovery or connect.
  const [utxos, estimates, { buildTransferPsbt, pickFeeRate, finalizeSignedPsbt }] = await Promise.all([
    client.getUtxos(from.address),
    client.getFeeEstimates(),
    import('../exports/psbt.js'),
  ])
  const { psbt, inputs } = buildTransferPsbt({ from, to: recipient, value, utxos, feeRate: pickFeeRate(estimates, feeTarget), network: bitcoinNetwork })
  const signed = await signPsbt({ psbt: psbt.toBase64(), signInputs: { [from.address]: inputs } })
  const { hex, txid } = finalizeSignedPsbt({ signed: signed.psbt, unsigned: psbt, network: bitcoinNetwork })
  if (signed.txid) return signed.txid
  const broadcast = await client.broadcast(hex)
  return broadcast || txid
}
