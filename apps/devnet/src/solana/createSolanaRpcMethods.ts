import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import bs58 from 'bs58'
import { LAMPORTS_PER_SIGNATURE, SLOTS_PER_EPOCH, type SolanaBank, type SolanaBankAccount, type SolanaRejection } from './createSolanaBank.js'
import { type AccountEncodingConfig, encodeSolanaAccount, parsePubkey } from './encodeSolanaAccount.js'
import { decodeMint, decodeTokenAccount, isTokenProgram, toUiTokenAmount } from './parseTokenData.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError.js'
import { describeTransactionError } from './solanaTransactionError.js'

/** Version the local RPC reports (`getVersion`, `context.apiVersion`). */
export const SOLANA_DEVNET_CORE_VERSION = '2.2.7'

export type SolanaRpcMethod = (params: readonly unknown[]) => unknown

interface CommonConfig extends AccountEncodingConfig {
  readonly minContextSlot?: number
}

function config<T extends object = CommonConfig>(value: unknown): T {
  return (value && typeof value === 'object' ? value : {}) as T
}

function decodeWire(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('Invalid params: transaction must be an encoded string')
  try {
    return encoding === 'base64' ? Buffer.from(value, 'base64') : bs58.decode(value)
  } catch {
    throw invalidParams(`Invalid params: transaction is not valid ${encoding === 'base64' ? 'base64' : 'base58'}`)
  }
}

function rejectionError(rejection: SolanaRejection): SolanaRpcError {
  if (rejection.reason === 'decode') return invalidParams(rejection.message)
  if (rejection.reason === 'signature') return new SolanaRpcError(-32003, 'Transaction signature verification failure')
  const { err, logs, unitsConsumed } = rejection.execution
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${describeTransactionError(err ?? 'GenericError')}`, {
    accounts: null,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  })
}

/**
 * The JSON-RPC methods of the local Solana devnet, as far as `@solana/web3.js` 1.x `Connection`,
 * `@solana/spl-token` actions and wallets need them. Commitments are accepted and ignored:
 * every landed transaction is immediately `finalized` (one node, no forks).
 */
export function createSolanaRpcMethods(bank: SolanaBank): Record<string, SolanaRpcMethod> {
  const context = () => ({ apiVersion: SOLANA_DEVNET_CORE_VERSION, slot: bank.getSlot() })
  const withContext = (value: unknown) => ({ context: context(), value })
  const checkMinContextSlot = (options: CommonConfig): void => {
    if (typeof options.minContextSlot === 'number' && options.minContextSlot > bank.getSlot()) {
      throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', { contextSlot: bank.getSlot() })
    }
  }
  const mintDecimals = (mint: string): number | undefined => {
    const account = bank.getAccount(mint)
    return account && isTokenProgram(account.owner) ? decodeMint(account.data)?.decimals : undefined
  }
  const encode = (account: SolanaBankAccount, options: AccountEncodingConfig, fallback: 'base58' | 'base64') =>
    encodeSolanaAccount(account, options, fallback, mintDecimals)
  const tokenAmountOf = (pubkey: unknown) => {
    const account = bank.getAccount(parsePubkey(pubkey))
    if (!account) throw invalidParams('Invalid param: could not find account')
    const token = isTokenProgram(account.owner) ? decodeTokenAccount(account.data) : null
    if (!token) throw invalidParams('Invalid param: not a Token account')
    return toUiTokenAmount(token.amount, mintDecimals(token.mint) ?? 0)
  }

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': SOLANA_DEVNET_CORE_VERSION, 'feature-set': 3_294_202_862 }),
    getGenesisHash: () => bank.genesisHash,
    getSlot: ([options]) => (checkMinContextSlot(config(options)), bank.getSlot()),
    getBlockHeight: ([options]) => (checkMinContextSlot(config(options)), bank.getBlockHeight()),
    getTransactionCount: () => bank.getTransactionCount(),
    getEpochInfo: () => ({
      absoluteSlot: bank.getSlot(),
      blockHeight: bank.getBlockHeight(),
      epoch: Math.floor(bank.getSlot() / SLOTS_PER_EPOCH),
      slotIndex: bank.getSlot() % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: bank.getTransactionCount(),
    }),
    getEpochSchedule: () => ({
      slotsPerEpoch: SLOTS_PER_EPOCH,
      leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
      warmup: false,
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
    }),
    getLatestBlockhash: ([options]) => (checkMinContextSlot(config(options)), withContext(bank.getLatestBlockhash())),
    isBlockhashValid: ([blockhash]) => withContext(typeof blockhash === 'string' && bank.isBlockhashValid(blockhash)),
    getMinimumBalanceForRentExemption: ([length]) => {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) throw invalidParams('Invalid params: data length')
      return Number(bank.minimumBalanceForRentExemption(length))
    },
    getFeeForMessage: ([message]) => {
      if (typeof message !== 'string') throw invalidParams('Invalid params: message must be base64')
      try {
        const decoded = getCompiledTransactionMessageDecoder().decode(Buffer.from(message, 'base64'))
        if (!bank.isBlockhashValid(decoded.lifetimeToken)) return withContext(null)
        return withContext(decoded.header.numSignerAccounts * LAMPORTS_PER_SIGNATURE)
      } catch {
        throw invalidParams('Invalid params: message could not be decoded')
      }
    },
    getRecentPrioritizationFees: () => {
      const slot = bank.getSlot()
      return Array.from({ length: Math.min(slot, 10) }, (_, index) => ({ slot: slot - index, prioritizationFee: 0 }))
    },

    getBalance: ([pubkey, options]) => {
      checkMinContextSlot(config(options))
      return withContext(Number(bank.getAccount(parsePubkey(pubkey))?.lamports ?? 0n))
    },
    getAccountInfo: ([pubkey, options]) => {
      const account = bank.getAccount(parsePubkey(pubkey))
      return withContext(account ? encode(account, config(options), 'base58') : null)
    },
    getMultipleAccounts: ([pubkeys, options]) => {
      if (!Array.isArray(pubkeys) || pubkeys.length > 100) throw invalidParams('Invalid params: expected up to 100 pubkeys')
      return withContext(
        pubkeys.map((pubkey) => {
          const account = bank.getAccount(parsePubkey(pubkey))
          return account ? encode(account, config(options), 'base64') : null
        }),
      )
    },
    getProgramAccounts: ([programId, options]) => {
      const settings = config<CommonConfig & { filters?: unknown[]; withContext?: boolean }>(options)
      const matches = bank
        .getProgramAccounts(parsePubkey(programId))
        .filter(({ account }) => (settings.filters ?? []).every((filter) => matchesFilter(account.data, filter)))
      const value = matches.map(({ address, account }) => ({ pubkey: address, account: encode(account, settings, 'base58') }))
      return settings.withContext ? withContext(value) : value
    },
    getTokenAccountsByOwner: ([owner, filter, options]) => {
      const ownerKey = parsePubkey(owner)
      const selector = config<{ mint?: string; programId?: string }>(filter)
      let programIds: string[]
      if (selector.mint !== undefined) {
        const mint = bank.getAccount(parsePubkey(selector.mint))
        programIds = mint && isTokenProgram(mint.owner) ? [mint.owner] : []
        if (!mint || programIds.length === 0) throw invalidParams('Invalid param: could not find mint')
      } else if (selector.programId !== undefined) {
        const programId = parsePubkey(selector.programId)
        if (!isTokenProgram(programId)) throw invalidParams('Invalid param: unrecognized Token program id')
        programIds = [programId]
      } else {
        throw invalidParams('Invalid params: expected { mint } or { programId }')
      }
      const value = programIds.flatMap((programId) =>
        bank
          .getProgramAccounts(programId)
          .filter(({ account }) => {
            const token = decodeTokenAccount(account.data)
            return token !== null && token.owner === ownerKey && (selector.mint === undefined || token.mint === selector.mint)
          })
          .map(({ address, account }) => ({ pubkey: address, account: encode(account, config(options), 'base58') })),
      )
      return withContext(value)
    },
    getTokenAccountBalance: ([pubkey]) => withContext(tokenAmountOf(pubkey)),
    getTokenSupply: ([mintKey]) => {
      const account = bank.getAccount(parsePubkey(mintKey))
      const mint = account && isTokenProgram(account.owner) ? decodeMint(account.data) : null
      if (!mint) throw invalidParams('Invalid param: not a Token mint')
      return withContext(toUiTokenAmount(mint.supply, mint.decimals))
    },

    sendTransaction: ([encoded, options]) => {
      const settings = config<CommonConfig & { skipPreflight?: boolean }>(options)
      checkMinContextSlot(settings)
      const result = bank.sendTransaction(decodeWire(encoded, settings.encoding), { skipPreflight: settings.skipPreflight === true })
      if (result.status === 'rejected') throw rejectionError(result.rejection)
      return result.signature
    },
    simulateTransaction: ([encoded, options]) => {
      const settings = config<
        CommonConfig & { sigVerify?: boolean; replaceRecentBlockhash?: boolean; accounts?: { encoding?: string; addresses?: unknown[] } }
      >(options)
      checkMinContextSlot(settings)
      if (settings.sigVerify && settings.replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const addresses = settings.accounts?.addresses?.map(parsePubkey)
      const result = bank.simulateTransaction(decodeWire(encoded, settings.encoding), {
        sigVerify: settings.sigVerify === true,
        replaceRecentBlockhash: settings.replaceRecentBlockhash === true,
        ...(addresses ? { accounts: addresses } : {}),
      })
      if (result.status === 'rejected') throw rejectionError(result.rejection)
      const accountsConfig = { encoding: settings.accounts?.encoding ?? 'base64' }
      return withContext({
        err: result.execution.err,
        logs: result.execution.logs,
        accounts: result.accounts ? result.accounts.map((account) => (account ? encode(account, accountsConfig, 'base64') : null)) : null,
        unitsConsumed: result.execution.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        ...(settings.replaceRecentBlockhash ? { replacementBlockhash: bank.getLatestBlockhash() } : {}),
      })
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.length > 256) throw invalidParams('Invalid params: expected up to 256 signatures')
      return withContext(
        signatures.map((signature) => {
          const status = typeof signature === 'string' ? bank.getSignatureStatus(signature) : null
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    requestAirdrop: ([pubkey, lamports]) => {
      const recipient = parsePubkey(pubkey)
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
        throw invalidParams('Invalid params: lamports must be a positive integer')
      }
      return bank.airdrop(recipient, BigInt(lamports))
    },
  }
}

/** `dataSize` and `memcmp` filters of getProgramAccounts. */
function matchesFilter(data: Uint8Array, filter: unknown): boolean {
  const value = config<{ dataSize?: number; memcmp?: { offset: number; bytes: string; encoding?: string } }>(filter)
  if (typeof value.dataSize === 'number') return data.length === value.dataSize
  if (value.memcmp) {
    const { offset, bytes, encoding } = value.memcmp
    const expected = encoding === 'base64' ? Buffer.from(bytes, 'base64') : bs58.decode(bytes)
    return Buffer.from(data.subarray(offset, offset + expected.length)).equals(expected)
  }
  throw invalidParams('Invalid params: unsupported filter')
}
