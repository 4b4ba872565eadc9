import type { WalletConnectHandle, WalletConnectSession } from '@kit/walletconnect'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'

/** What the solana namespace asks for in a WalletConnect proposal (Reown's Solana RPC). */
export const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0))

function invalidResponse(method: string, result: unknown): Error {
  return new Error(`The wallet answered ${method} with ${JSON.stringify(result)}`)
}

/** The session's solana accounts (`solana:<ref>:<address>`), one per address with all its chains. */
function sessionAccounts(session: WalletConnectSession | undefined): WalletAccount[] {
  const byAddress = new Map<string, string[]>()
  for (const account of session?.namespaces.solana?.accounts ?? []) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== 'solana' || !reference || !address) continue
    byAddress.set(address, [...(byAddress.get(address) ?? []), `solana:${reference}`])
  }
  return [...byAddress].map(([address, chains]) => ({
    address,
    publicKey: decodeBase58(address),
    chains: chains as `${string}:${string}`[],
    features: [...features],
  }))
}

/** Adds the wallet's signature to the first (fee payer) slot of a wire transaction. */
async function withSignature(transaction: Uint8Array, signature: Uint8Array, signer: string): Promise<Uint8Array> {
  const { PublicKey, VersionedTransaction } = await import('@solana/web3.js')
  const parsed = VersionedTransaction.deserialize(transaction)
  parsed.addSignature(new PublicKey(signer), signature)
  return parsed.serialize()
}

type SessionRequest = <result>(chainId: string, method: string, params: unknown) => Promise<result>
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

const chainOf = (account: WalletAccount, chain: string | undefined) => chain ?? account.chains[0] ?? 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** The session's accounts, followed once someone connects or listens; `change` listeners hear each new list. */
function followSessionAccounts(handle: WalletConnectHandle) {
  const listeners = new Set<ChangeListener>()
  let accounts: WalletAccount[] = sessionAccounts(handle.getSession())
  let unsubscribe: (() => void) | undefined
  const setSession = (session: WalletConnectSession | undefined) => {
    const next = sessionAccounts(session)
    const same =
      next.length === accounts.length &&
      next.every((account, index) => account.address === accounts[index]?.address && account.chains.join() === accounts[index]?.chains.join())
    if (same) return
    accounts = next
    for (const listener of [...listeners]) listener({ accounts })
  }
  return {
    accounts: () => accounts,
    setSession,
    follow: () =>
      (unsubscribe ??= handle.subscribe((event) => {
        if (event.type === 'session' || event.type === 'session_update') setSession(event.session)
        if (event.type === 'session_delete' || event.type === 'session_expire') setSession(undefined)
      })),
    listen(listener: ChangeListener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** `solana_signMessage` per message (base58); WalletConnect answers only `{ signature }`. */
async function signMessages(request: SessionRequest, inputs: readonly { account: WalletAccount; message: Uint8Array }[]) {
  const outputs = []
  for (const { account, message } of inputs) {
    const result = await request<{ signature?: unknown }>(chainOf(account, undefined), 'solana_signMessage', {
      message: encodeBase58(message),
      pubkey: account.address,
    })
    if (typeof result?.signature !== 'string') throw invalidResponse('solana_signMessage', result)
    // WalletConnect's solana_signMessage answers only `{ signature }`, an ed25519 signature
    // of the bytes sent: those bytes are the Wallet Standard `signedMessage`.
    outputs.push({ signedMessage: message, signature: decodeBase58(result.signature), signatureType: 'ed25519' as const })
  }
  return outputs
}

/** One transaction: `solana_signTransaction`; several: `solana_signAllTransactions` (base64 wire transactions). */
async function signTransactions(request: SessionRequest, inputs: readonly { account: WalletAccount; transaction: Uint8Array; chain?: string }[]) {
  const [first] = inputs
  if (!first) return []
  if (inputs.length > 1) {
    const result = await request<{ transactions?: unknown }>(chainOf(first.account, first.chain), 'solana_signAllTransactions', {
      transactions: inputs.map((input) => toBase64(input.transaction)),
    })
    const signed = result?.transactions
    if (!Array.isArray(signed) || signed.length !== inputs.length || signed.some((entry) => typeof entry !== 'string'))
      throw invalidResponse('solana_signAllTransactions', result)
    return signed.map((entry: string) => ({ signedTransaction: fromBase64(entry) }))
  }
  const result = await request<{ signature?: unknown; transaction?: unknown }>(chainOf(first.account, first.chain), 'solana_signTransaction', {
    transaction: toBase64(first.transaction),
    pubkey: first.account.address,
  })
  // Wallets answer with the signed transaction, or (older ones) only the fee payer's signature.
  if (typeof result?.transaction === 'string') return [{ signedTransaction: fromBase64(result.transaction) }]
  if (typeof result?.signature === 'string')
    return [{ signedTransaction: await withSignature(first.transaction, decodeBase58(result.signature), first.account.address) }]
  throw invalidResponse('solana_signTransaction', result)
}

/** `solana_signAndSendTransaction` per transaction, with its send options when given. */
async function signAndSendTransactions(
  request: SessionRequest,
  inputs: readonly { account: WalletAccount; transaction: Uint8Array; chain: string; options?: Record<string, unknown> }[],
) {
  const outputs = []
  for (const { account, transaction, chain, options } of inputs) {
    const result = await request<{ signature?: unknown }>(chainOf(account, chain), 'solana_signAndSendTransaction', {
      transaction: toBase64(transaction),
      pubkey: account.address,
      ...(options && Object.keys(options).length ? { sendOptions: options } : {}),
    })
    if (typeof result?.signature !== 'string') throw invalidResponse('solana_signAndSendTransaction', result)
    outputs.push({ signature: decodeBase58(result.signature) })
  }
  return outputs
}

/**
 * The kit's shared WalletConnect session seen as a Wallet Standard wallet of the solana namespace,
 * so the Wallet Standard connector drives WalletConnect like any Solana wallet: accounts from the
 * session, `solana_signMessage` / `solana_signTransaction` / `solana_signAndSendTransaction`
 * requests (base58 messages and signatures, base64 transactions). A silent connect only restores a
 * stored session; it never starts a pairing.
 */
export function walletConnectWallet(handle: WalletConnectHandle): Wallet {
  const session = followSessionAccounts(handle)
  const request: SessionRequest = (chainId, method, params) => handle.request({ chainId, method, params })
  return {
    version: '1.0.0',
    name: handle.name,
    icon: handle.icon as Wallet['icon'],
    get chains() {
      return (handle.getSession()?.namespaces.solana?.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:testnet']) as `${string}:${string}`[]
    },
    get accounts() {
      return session.accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          session.follow()
          session.setSession(input?.silent ? (handle.getSession() ?? (await handle.restore())) : await handle.connect())
          return { accounts: session.accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await handle.disconnect()
          session.setSession(undefined)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => undefined
          session.follow()
          return session.listen(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs: readonly { account: WalletAccount; message: Uint8Array }[]) => signMessages(request, inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: readonly { account: WalletAccount; transaction: Uint8Array; chain?: string }[]) => signTransactions(request, inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: readonly { account: WalletAccount; transaction: Uint8Array; chain: string; options?: Record<string, unknown> }[]) =>
          signAndSendTransactions(request, inputs),
      },
    },
  }
}
