import type { ApiTransaction, ApiTransfer } from '@kit/core'
import type { Translate } from '../../i18n/translate.js'
import { formatBalance, truncateAddress } from '../../internal/format.js'

/** A fiat value (`usd` from the Kit API) with 2 decimals: `$4,500.00`. */
export function formatFiat(t: Translate, value: number, currency = 'USD'): string {
  try {
    return new Intl.NumberFormat(t('format.locale'), { style: 'currency', currency, maximumFractionDigits: 2 }).format(value)
  } catch {
    return value.toFixed(2)
  }
}

/** `January 2026` for a group heading. */
export function formatMonth(t: Translate, year: number, month: number): string {
  return new Intl.DateTimeFormat(t('format.locale'), { month: 'long', year: 'numeric' }).format(new Date(year, month, 1))
}

/** `Jan 5` for an activity row. */
export function formatDay(t: Translate, iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(t('format.locale'), { month: 'short', day: 'numeric' }).format(date)
}

const operationKeys = {
  send: 'activity.sent',
  receive: 'activity.received',
  trade: 'activity.swapped',
  mint: 'activity.minted',
  burn: 'activity.burned',
  execute: 'activity.contractCall',
} as const

/** The row title of a transaction ('Sent', 'Received', …; 'Failed' when it reverted). */
export function operationLabel(t: Translate, transaction: ApiTransaction): string {
  if (transaction.metadata.status === 'failed') return t('activity.failed')
  const key = operationKeys[transaction.metadata.operationType as keyof typeof operationKeys]
  return key ? t(key) : transaction.metadata.operationType
}

/** The counterparty line: 'To 0xa0Ee…9720' or 'From 0x7099…79C8'. */
export function counterparty(t: Translate, transaction: ApiTransaction): string {
  const { operationType, sentFrom, sentTo } = transaction.metadata
  return operationType === 'receive' || operationType === 'mint'
    ? t('activity.from', { address: truncateAddress(sentFrom) })
    : t('activity.to', { address: truncateAddress(sentTo) })
}

/** The first transfer that is not spam (the one the row describes). */
export function mainTransfer(transaction: ApiTransaction): ApiTransfer | undefined {
  return transaction.transfers.find((transfer) => !(transfer.nft_info ?? transfer.fungible_info)?.flags?.is_spam) ?? transaction.transfers[0]
}

/** `-10.000 USDC`, `+1.500 ETH` (docs/rules/validation.md: 3 decimals in transaction descriptions), or the NFT's name. */
export function transferText(t: Translate, transfer: ApiTransfer | undefined): string {
  if (!transfer) return ''
  if (transfer.nft_info) return transfer.nft_info.name ?? ''
  const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${t('account.tokenAmount', { amount: formatBalance(transfer.quantity.numeric, 3, t('format.locale')), symbol })}`.trim()
}

/** The image of a transfer: the NFT preview or the token icon. */
export function transferImage(transfer: ApiTransfer | undefined): string | undefined {
  return transfer?.nft_info?.content?.preview?.url ?? transfer?.fungible_info?.icon?.url ?? undefined
}

/** The plain contract address of a CAIP-10 id (`eip155:1:0xabc` → `0xabc`). */
export function contractAddress(caip10: string): string {
  return caip10.slice(caip10.lastIndexOf(':') + 1)
}
