import { type CaipNetworkId, ConnectorAccountNotFoundError, UnsupportedMethodError } from '@kit/core'
import {
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  type BitcoinSignTransactionFeature,
  bitcoinWalletStandardFeatures as features,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type WalletStandardAccount,
  type WalletStandardWallet,
} from '../discovery/walletStandard.js'
import { InvalidWalletResponseError } from '../errors/bitcoin.js'
import type { BitcoinAccount, BitcoinWallet, BitcoinWalletEvent } from '../types.js'
import { addressType, inferPurpose, isAddressOfNetwork } from '../utils/address.js'
import { toBip122NetworkId } from '../utils/bitcoinNetworks.js'
import { base64ToBytes, bytesToBase64, bytesToHex } from '../utils/encoding.js'

function toAccount(account: WalletStandardAccount): BitcoinAccount {
  const purpose = account.purpose === 'payment' || account.purpose === 'ordinals' ? account.purpose : inferPurpose(account.address)
  const publicKey = account.publicKey instanceof Uint8Array ? bytesToHex(account.publicKey) : ''
  return { address: account.address, publicKey, purpose, addressType: addressType(account.address) }
}

function isAccount(value: unknown): value is WalletStandardAccount {
  return typeof value === 'object' && value !== null && typeof (value as { address?: unknown }).address === 'string'
}

/** Accounts usable on `networkId`: those that list it, or (when they list no Bitcoin chain) whose address has its encoding. */
function forNetwork(accounts: readonly WalletStandardAccount[], networkId: CaipNetworkId | undefined) {
  if (!networkId) return accounts
  return accounts.filter((account) => {
    const chains = (Array.isArray(account.chains) ? account.chains : []).map(toBip122NetworkId).filter(Boolean)
    return chains.length ? chains.includes(networkId) : isAddressOfNetwork(account.address, networkId)
  })
}

/** A {@link BitcoinWallet} over a Wallet Standard wallet with the `bitcoin:*` features. */
export function fromWalletStandard(wallet: WalletStandardWallet): BitcoinWallet {
  /** The wallet's account objects by address (signing needs the wallet's own objects back). */
  const known = new Map<string, WalletStandardAccount>()
  const remember = (accounts: readonly unknown[]) => {
    const valid = accounts.filter(isAccount)
    for (const account of valid) known.set(account.address, account)
    return valid
  }
  const feature = <T>(name: string): T => {
    const value = wallet.features[name]
    if (!value) throw new UnsupportedMethodError({ details: `${wallet.name} lacks the Wallet Standard feature ${name}` })
    return value as T
  }
  const accountFor = (address: string) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address) ?? known.get(address)
    if (!account) throw new ConnectorAccountNotFoundError({ address })
    return account
  }

  return {
    source: 'wallet-standard',
    async connect({ networkId }) {
      const { accounts } = await feature<BitcoinConnectFeature>(features.connect).connect({ purposes: ['payment', 'ordinals'] })
      if (!Array.isArray(accounts))
        throw new InvalidWalletResponseError({ method: features.connect, details: `expected { accounts: [] }, got ${JSON.stringify(accounts)}` })
      return forNetwork(remember(accounts), networkId).map(toAccount)
    },
    async getAccounts({ networkId }) {
      let accounts: readonly WalletStandardAccount[] = Array.isArray(wallet.accounts) ? wallet.accounts : []
      const silent = wallet.features[features.standardConnect] as StandardConnectFeature | undefined
      if (!accounts.length && silent) {
        try {
          accounts = (await silent.connect({ silent: true })).accounts ?? []
        } catch {
          accounts = []
        }
      }
      return forNetwork(remember(accounts), networkId).map(toAccount)
    },
    getNetworkId: async () => undefined,
    getNetworkIds: () => (Array.isArray(wallet.chains) ? wallet.chains : []).map(toBip122NetworkId).filter((id): id is CaipNetworkId => !!id),
    async signMessage({ address, message }) {
      const account = accountFor(address)
      const [output] = await feature<BitcoinSignMessageFeature>(features.signMessage).signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      if (!(output?.signature instanceof Uint8Array)) throw new InvalidWalletResponseError({ method: features.signMessage, details: 'no signature bytes' })
      return bytesToBase64(output.signature)
    },
    async signPsbt({ psbt, signInputs, networkId }) {
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => ({
        account: accountFor(address),
        signingIndexes: [...indexes],
      }))
      const [output] = await feature<BitcoinSignTransactionFeature>(features.signTransaction).signTransaction({
        psbt: base64ToBytes(psbt),
        inputsToSign,
        chain: networkId,
      })
      if (!(output?.signedPsbt instanceof Uint8Array))
        throw new InvalidWalletResponseError({ method: features.signTransaction, details: 'no signed PSBT bytes' })
      return { psbt: bytesToBase64(output.signedPsbt) }
    },
    async disconnect() {
      const disconnect = wallet.features[features.standardDisconnect] as StandardDisconnectFeature | undefined
      await disconnect?.disconnect()
    },
    subscribe(listener: (event: BitcoinWalletEvent) => void) {
      const events = wallet.features[features.standardEvents] as StandardEventsFeature | undefined
      if (!events) return () => undefined
      return events.on('change', ({ accounts }) => {
        if (Array.isArray(accounts)) listener({ type: 'accountsChanged', accounts: remember(accounts).map(toAccount) })
      })
    },
  }
}
