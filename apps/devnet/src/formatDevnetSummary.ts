import type { Devnet } from './startDevnet.js'
import { DEVNET_UNISWAP } from './uniswap/devnetUniswap.js'

/** A short human-readable description of a running devnet (used by the CLI). */
export function formatDevnetSummary(devnet: Devnet): string {
  const lines = ['Kit devnet is running', '', 'Chains:']
  for (const chain of devnet.chains) {
    lines.push(`  ${chain.name.padEnd(14)} chain id ${String(chain.chainId).padEnd(6)} ${chain.rpcUrl}`)
  }
  lines.push('', 'Tokens (same address on every chain):')
  for (const token of Object.values(devnet.tokens)) {
    lines.push(`  ${token.symbol.padEnd(5)} ${token.address}  ${token.decimals} decimals  "${token.name}"`)
  }
  lines.push('', 'Uniswap V2 (same address on every chain):')
  lines.push(`  WETH9    ${DEVNET_UNISWAP.weth}`, `  Factory  ${DEVNET_UNISWAP.factory}`, `  Router02 ${DEVNET_UNISWAP.router}`)
  lines.push(`  Pools    ${DEVNET_UNISWAP.pools.map((pool) => pool.name).join(', ')}`)
  lines.push('', `Funded accounts: ${devnet.accounts.length} (mnemonic "test test ... junk"), e.g. ${devnet.accounts[0] ?? ''}`, '', 'Press Ctrl-C to stop.')
  return lines.join('\n')
}
