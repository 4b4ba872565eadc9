import type { Address } from 'viem'
import { DEVNET_ACCOUNTS } from './devnetAccounts.js'

/** One token of the devnet ERC-721 collection. */
export interface DevnetNftToken {
  readonly tokenId: bigint
  /** Index into {@link DEVNET_ACCOUNTS} of the account the token is minted to. */
  readonly ownerIndex: number
  readonly owner: Address
  /** Hex colour of the token's picture. */
  readonly color: string
}

const COLORS = ['#E4572E', '#17BEBB', '#FFC914', '#2E282A', '#76B041', '#7E52A0', '#3E78B2', '#D7263D'] as const

/**
 * The ERC-721 test collection ("Kit Test NFT", KITNFT) deployed by account 0 on every devnet chain
 * right after the ERC-20 test tokens (deployer nonce 2, so the address is the same on both chains
 * and on every run). Tokens 1-8 are minted two each to accounts 0-3; their `tokenURI`s are
 * `data:` URIs (JSON metadata with an SVG image), so nothing needs the network.
 */
export const DEVNET_NFT = {
  address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  name: 'Kit Test NFT',
  symbol: 'KITNFT',
  deployNonce: 2,
  tokens: COLORS.map((color, index): DevnetNftToken => {
    const ownerIndex = Math.floor(index / 2)
    return { tokenId: BigInt(index + 1), ownerIndex, owner: DEVNET_ACCOUNTS[ownerIndex]!, color }
  }),
} as const satisfies {
  address: Address
  name: string
  symbol: string
  deployNonce: number
  tokens: readonly DevnetNftToken[]
}

/** The SVG picture of one test NFT: a coloured card with its number. */
export function devnetNftImage(token: Pick<DevnetNftToken, 'tokenId' | 'color'>): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" rx="32" fill="${token.color}"/>` +
    `<circle cx="128" cy="104" r="56" fill="#ffffff" fill-opacity="0.85"/>` +
    `<text x="128" y="124" font-family="sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="${token.color}">${token.tokenId}</text>` +
    `<text x="128" y="214" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#ffffff">Kit Test NFT</text>` +
    `</svg>`
  )
}

/** The `tokenURI` of one test NFT: base64 JSON metadata whose image is a base64 SVG. */
export function devnetNftTokenUri(token: Pick<DevnetNftToken, 'tokenId' | 'color'>): string {
  const image = `data:image/svg+xml;base64,${Buffer.from(devnetNftImage(token)).toString('base64')}`
  const metadata = {
    name: `Kit Test NFT #${token.tokenId}`,
    description: 'A token of the Kit devnet test collection.',
    image,
    attributes: [{ trait_type: 'Color', value: token.color }],
  }
  return `data:application/json;base64,${Buffer.from(JSON.stringify(metadata)).toString('base64')}`
}
