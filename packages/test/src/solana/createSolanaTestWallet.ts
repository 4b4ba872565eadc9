import { ed25519 } from '@noble/curves/ed25519'
import { Connection, type Keypair, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import { ProviderRpcError, RPC_ERROR_CODES } from '../eip155/providerRpcError.js'
import { TEST_WALLET_ICON } from '../eip155/testWalletIcon.js'
import type { AccountRef, TestWalletAccount, WalletStandardPart } from '../multi/walletStandardPart.js'
import { resolveSolanaTestAccount } from './resolveSolanaTestAccount.js'
import type {
  CreateSolanaTestWalletOptions,
  SolanaTestWallet,
  SolanaTestWalletChain,
  SolanaTestWalletMessageWrapper,
  SolanaTestWalletMethod,
  SolanaTestWalletOverride,
} from './solanaTestWallet.js'

/** The name the Solana test wallet announces through the Wallet Standard. */
export const SOLANA_TEST_WALLET_NAME = 'Kit Test Wallet'

/** The Kit test wallet icon as the base64 data URI Wallet Standard asks for. */
export const SOLANA_TEST_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(
  decodeURIComponent(TEST_WALLET_ICON.slice('data:image/svg+xml,'.length)),
).toString('base64')}`

const featureNames = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
const supportedTransactionVersions = ['legacy', 0] as const

interface SignInput {
  readonly account?: AccountRef
  readonly message?: unknown
  readonly transaction?: unknown
  readonly chain?: unknown
  readonly options?: SendOptions & { readonly commitment?: unknown }
}

const utf8 = new TextEncoder()
const toBytes = (value: string | Uint8Array | undefined): Uint8Array => (typeof value === 'string' ? utf8.encode(value) : (value ?? new Uint8Array()))

/** The bytes the wallet signs for `message`: the message itself, or wrapped in the option's prefix and suffix. */
export function wrapSolanaTestMessage(message: Uint8Array, wrapper: SolanaTestWalletMessageWrapper | undefined): Uint8Array {
  if (!wrapper) return message
  const prefix = toBytes(wrapper.prefix)
  const suffix = toBytes(wrapper.suffix)
  const wrapped = new Uint8Array(prefix.length + message.length + suffix.length)
  wrapped.set(prefix, 0)
  wrapped.set(message, prefix.length)
  wrapped.set(suffix, prefix.length + message.length)
  return wrapped
}

const userRejected = () => new ProviderRpcError(RPC_ERROR_CODES.userRejectedRequest, 'User rejected the request.')
const invalid = (message: string) => new ProviderRpcError(RPC_ERROR_CODES.invalidParams, `Invalid params: ${message}`)

/** The wallet's one account as Wallet Standard describes it. */
function walletAccount(keypair: Keypair, chains: readonly SolanaTestWalletChain[]): TestWalletAccount {
  return {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: chains.map(({ chain }) => chain),
    features: [...featureNames],
    label: `Solana ${keypair.publicKey.toBase58().slice(0, 4)}`,
  }
}

/** One web3.js Connection per chain's RPC URL, made on first use; an unknown chain is invalid params. */
function createConnectionPool(chains: readonly SolanaTestWalletChain[]) {
  const connections = new Map<string, Connection>()
  return (chain: unknown): Connection => {
    const rpcUrl = chains.find((candidate) => candidate.chain === chain)?.rpcUrl
    if (!rpcUrl) throw invalid(`unknown chain ${String(chain)}`)
    let connection = connections.get(rpcUrl)
    if (!connection) connections.set(rpcUrl, (connection = new Connection(rpcUrl, 'confirmed')))
    return connection
  }
}

/** A wire transaction decoded and signed with `key` (invalid params when it is not one). */
function signTransactionBytes(key: Keypair, bytes: unknown): VersionedTransaction {
  if (!(bytes instanceof Uint8Array)) throw invalid('transaction must be bytes')
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(bytes)
  } catch (error) {
    throw invalid(`cannot decode the transaction (${(error as Error).message})`)
  }
  try {
    transaction.sign([key])
  } catch (error) {
    throw invalid((error as Error).message)
  }
  return transaction
}

/** What the Wallet Standard features need of the wallet: overrides, the approved signers, the message wrapper, RPC connections. */
type FeatureContext = {
  run(method: SolanaTestWalletMethod, input: unknown, own: () => Promise<unknown>): Promise<unknown>
  /** The keys of the inputs' accounts once the user approved (throws when not authorised or rejecting). */
  approvedKeys(inputs: readonly SignInput[]): Keypair[]
  wrapMessage: SolanaTestWalletMessageWrapper | undefined
  connectionOf(chain: unknown): Connection
}

/** `solana:signAndSendTransaction`: each transaction signed, then sent to its chain's RPC with the given options. */
async function signAndSend(ctx: FeatureContext, list: readonly SignInput[]) {
  const keys = ctx.approvedKeys(list)
  const outputs = []
  for (const [index, input] of list.entries()) {
    const transaction = signTransactionBytes(keys[index]!, input.transaction)
    const connection = ctx.connectionOf(input.chain)
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
    try {
      await connection.sendRawTransaction(transaction.serialize(), {
        ...(skipPreflight !== undefined ? { skipPreflight } : {}),
        ...(preflightCommitment !== undefined ? { preflightCommitment } : {}),
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(minContextSlot !== undefined ? { minContextSlot } : {}),
      })
    } catch (error) {
      throw new ProviderRpcError(RPC_ERROR_CODES.internal, (error as Error).message)
    }
    outputs.push({ signature: transaction.signatures[0]! })
  }
  return outputs
}

/** The wallet's `solana:*` features (each goes through the test's override of its method first). */
function solanaTestFeatures(ctx: FeatureContext): WalletStandardPart['features'] {
  const inputsOf = (inputs: readonly unknown[]) => inputs as readonly SignInput[]
  return {
    'solana:signMessage': {
      version: '1.1.0',
      methods: {
        signMessage: (...inputs: readonly unknown[]) =>
          ctx.run('signMessage', inputs, async () => {
            const list = inputsOf(inputs)
            const keys = ctx.approvedKeys(list)
            return list.map((input, index) => {
              if (!(input.message instanceof Uint8Array)) throw invalid('message must be bytes')
              const signedMessage = wrapSolanaTestMessage(input.message, ctx.wrapMessage)
              const signature = ed25519.sign(signedMessage, keys[index]!.secretKey.slice(0, 32))
              return { signedMessage, signature, signatureType: 'ed25519' }
            })
          }),
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      properties: { supportedTransactionVersions },
      methods: {
        signTransaction: (...inputs: readonly unknown[]) =>
          ctx.run('signTransaction', inputs, async () => {
            const list = inputsOf(inputs)
            const keys = ctx.approvedKeys(list)
            return list.map((input, index) => ({ signedTransaction: signTransactionBytes(keys[index]!, input.transaction).serialize() }))
          }),
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      properties: { supportedTransactionVersions },
      methods: {
        signAndSendTransaction: (...inputs: readonly unknown[]) => ctx.run('signAndSendTransaction', inputs, () => signAndSend(ctx, inputsOf(inputs))),
      },
    },
  }
}

/**
 * A Wallet Standard Solana wallet for tests: signs with a local keypair (the devnet's funded
 * accounts by index), sends through the RPC of the chain it is asked for, and lets the test
 * approve, reject, switch account and misbehave. `injectSolanaTestWallet` puts it into a page;
 * `toStandardWallet(createWalletStandardHost({ parts: [wallet.part], ... }))` gives an in-process
 * `Wallet` for Node tests.
 */
export function createSolanaTestWallet(options: CreateSolanaTestWalletOptions = {}): SolanaTestWallet {
  const chains: readonly SolanaTestWalletChain[] = options.chains ?? (options.rpcUrl ? [{ chain: 'solana:devnet', rpcUrl: options.rpcUrl }] : [])
  if (!chains.length) throw new Error('createSolanaTestWallet: give `rpcUrl` or `chains`')
  let keypair: Keypair = resolveSolanaTestAccount(options.account ?? 0)
  let authorized = false
  let rejecting = false
  const overrides = new Map<SolanaTestWalletMethod, SolanaTestWalletOverride>()
  const listeners = new Set<() => void>()
  const emit = () => [...listeners].forEach((listener) => listener())

  const setAuthorized = (next: boolean) => {
    if (authorized === next) return
    authorized = next
    emit()
  }
  const run = async (method: SolanaTestWalletMethod, input: unknown, own: () => Promise<unknown>) => {
    const override = overrides.get(method)
    return override ? override(input, own) : own()
  }
  const signer = (input: SignInput | undefined): Keypair => {
    if (!authorized) throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, 'Not authorized: call standard:connect first.')
    const address = input?.account?.address
    if (address !== keypair.publicKey.toBase58()) throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, `Not authorized for account ${String(address)}.`)
    return keypair
  }
  const features = solanaTestFeatures({
    run,
    approvedKeys: (inputs) => {
      const keys = inputs.map(signer)
      if (rejecting) throw userRejected()
      return keys
    },
    wrapMessage: options.wrapMessage,
    connectionOf: createConnectionPool(chains),
  })

  const part: WalletStandardPart = {
    chains: chains.map(({ chain }) => chain),
    features,
    accounts: () => (authorized ? [walletAccount(keypair, chains)] : []),
    connect: async (input) => {
      await run('connect', input, async () => {
        if (authorized || input.silent) return
        if (rejecting) throw userRejected()
        setAuthorized(true)
      })
    },
    disconnect: async () => {
      await run('disconnect', {}, async () => setAuthorized(false))
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  return {
    name: options.name ?? SOLANA_TEST_WALLET_NAME,
    icon: options.icon ?? SOLANA_TEST_WALLET_ICON,
    chains,
    part,
    getAddress: () => keypair.publicKey.toBase58(),
    getKeypair: () => keypair,
    isAuthorized: () => authorized,
    setReject(reject) {
      rejecting = reject
    },
    setAccount(source) {
      const next = resolveSolanaTestAccount(source)
      const changed = !next.publicKey.equals(keypair.publicKey)
      keypair = next
      if (changed && authorized) emit()
    },
    disconnectWallet: () => setAuthorized(false),
    override(method, handler) {
      if (handler) overrides.set(method, handler)
      else overrides.delete(method)
    },
  }
}
