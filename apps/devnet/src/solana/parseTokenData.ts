import bs58 from 'bs58'
import { SOLANA_TOKEN_2022_PROGRAM_ID, SOLANA_TOKEN_PROGRAM_ID } from './solanaTokens.js'

/** Byte sizes of the base SPL token layouts (Token-2022 appends an account-type byte and extensions). */
const ACCOUNT_SIZE = 165
const MINT_SIZE = 82
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

export interface TokenAccountData {
  readonly mint: string
  readonly owner: string
  readonly amount: bigint
  readonly delegate: string | null
  readonly state: 'uninitialized' | 'initialized' | 'frozen'
  readonly isNative: bigint | null
  readonly delegatedAmount: bigint
  readonly closeAuthority: string | null
}

export interface MintData {
  readonly mintAuthority: string | null
  readonly supply: bigint
  readonly decimals: number
  readonly isInitialized: boolean
  readonly freezeAuthority: string | null
}

export function isTokenProgram(programId: string): boolean {
  return programId === SOLANA_TOKEN_PROGRAM_ID || programId === SOLANA_TOKEN_2022_PROGRAM_ID
}

function key(data: Uint8Array, offset: number): string {
  return bs58.encode(data.subarray(offset, offset + 32))
}

function optionalKey(view: DataView, data: Uint8Array, offset: number): string | null {
  return view.getUint32(offset, true) === 1 ? key(data, offset + 4) : null
}

function isLayout(data: Uint8Array, size: number, accountType: number): boolean {
  return data.length === size || (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] === accountType)
}

/** Decodes an SPL token account (either token program); null when the bytes are not one. */
export function decodeTokenAccount(data: Uint8Array): TokenAccountData | null {
  if (!isLayout(data, ACCOUNT_SIZE, ACCOUNT_TYPE_ACCOUNT)) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const stateByte = data[108]
  const state = stateByte === 1 ? 'initialized' : stateByte === 2 ? 'frozen' : 'uninitialized'
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: view.getBigUint64(64, true),
    delegate: optionalKey(view, data, 72),
    state,
    isNative: view.getUint32(109, true) === 1 ? view.getBigUint64(113, true) : null,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: optionalKey(view, data, 129),
  }
}

/** Decodes an SPL mint (either token program); null when the bytes are not one. */
export function decodeMint(data: Uint8Array): MintData | null {
  if (!isLayout(data, MINT_SIZE, ACCOUNT_TYPE_MINT)) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mintAuthority: optionalKey(view, data, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(view, data, 46),
  }
}

/** `amount / 10^decimals` as the RPC's exact decimal string (no trailing zeros). */
export function formatUiAmount(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The RPC's `UiTokenAmount`. */
export function toUiTokenAmount(amount: bigint, decimals: number) {
  const uiAmountString = formatUiAmount(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/**
 * The `jsonParsed` form of a token-program account (`{ program, parsed, space }`), or null when
 * the account is not a token account or mint (the RPC then falls back to base64).
 */
export function parseTokenProgramAccount(
  programId: string,
  data: Uint8Array,
  getMintDecimals: (mint: string) => number | undefined,
): { program: string; parsed: unknown; space: number } | null {
  if (!isTokenProgram(programId)) return null
  const program = programId === SOLANA_TOKEN_PROGRAM_ID ? 'spl-token' : 'spl-token-2022'
  const account = decodeTokenAccount(data)
  if (account) {
    const decimals = getMintDecimals(account.mint) ?? 0
    const info: Record<string, unknown> = {
      isNative: account.isNative !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: toUiTokenAmount(account.amount, decimals),
    }
    if (account.delegate) {
      info.delegate = account.delegate
      info.delegatedAmount = toUiTokenAmount(account.delegatedAmount, decimals)
    }
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority
    if (account.isNative !== null) info.rentExemptReserve = toUiTokenAmount(account.isNative, decimals)
    return { program, parsed: { info, type: 'account' }, space: data.length }
  }
  const mint = decodeMint(data)
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { info, type: 'mint' }, space: data.length }
  }
  return null
}
