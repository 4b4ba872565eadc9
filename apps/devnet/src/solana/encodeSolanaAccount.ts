import { isAddress } from '@solana/kit'
import bs58 from 'bs58'
import type { SolanaBankAccount } from './createSolanaBank.js'
import { parseTokenProgramAccount } from './parseTokenData.js'
import { invalidParams } from './solanaRpcError.js'

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

export interface AccountEncodingConfig {
  readonly encoding?: string
  readonly dataSlice?: { readonly offset: number; readonly length: number }
}

/** The RPC's account object; `rentEpoch` 0 and `space` = data length. */
export interface EncodedSolanaAccount {
  readonly lamports: number
  readonly owner: string
  readonly executable: boolean
  readonly rentEpoch: number
  readonly space: number
  readonly data: readonly [string, 'base58' | 'base64'] | { program: string; parsed: unknown; space: number }
}

export function parseEncoding(encoding: string | undefined, fallback: AccountEncoding): AccountEncoding {
  const value = encoding ?? fallback
  if (value === 'base58' || value === 'base64' || value === 'jsonParsed') return value
  if (value === 'binary') return 'base58'
  throw invalidParams(`Invalid param: unsupported encoding ${JSON.stringify(value)} (the local devnet serves base58, base64 and jsonParsed)`)
}

/** Validates a base58 public key parameter the way the RPC does. */
export function parsePubkey(value: unknown): string {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams('Invalid param: Invalid')
  return value
}

export function encodeSolanaAccount(
  account: SolanaBankAccount,
  config: AccountEncodingConfig,
  fallback: AccountEncoding,
  getMintDecimals: (mint: string) => number | undefined,
): EncodedSolanaAccount {
  const encoding = parseEncoding(config.encoding, fallback)
  const base = {
    lamports: Number(account.lamports),
    owner: account.owner,
    executable: account.executable,
    rentEpoch: 0,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenProgramAccount(account.owner, account.data, getMintDecimals)
    if (parsed) return { ...base, data: parsed }
  }
  const slice = config.dataSlice
  const bytes = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data
  if (encoding === 'base58') {
    if (bytes.length > 128) {
      throw invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.')
    }
    return { ...base, data: [bs58.encode(bytes), 'base58'] }
  }
  return { ...base, data: [Buffer.from(bytes).toString('base64'), 'base64'] }
}
