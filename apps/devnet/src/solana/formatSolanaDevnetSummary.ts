import type { SolanaDevnet } from './startSolanaDevnet.js'

/** A short human-readable description of a running Solana devnet (used by the CLI). */
export function formatSolanaDevnetSummary(devnet: SolanaDevnet): string {
  const lines = ['Kit Solana devnet is running (LiteSVM)', '', `  RPC        ${devnet.rpcUrl}`, `  WebSocket  ${devnet.wsUrl}`, '', 'Clusters:']
  for (const cluster of devnet.clusters) {
    const where = cluster.local ? `local  ${cluster.rpcUrl}` : `remote ${cluster.rpcUrl} (not served here)`
    lines.push(`  ${cluster.name.padEnd(15)} ${cluster.caipNetworkId}  ${where}`)
  }
  lines.push('', 'Tokens:')
  for (const token of Object.values(devnet.mints)) {
    lines.push(`  ${token.symbol.padEnd(5)} ${token.address}  ${token.decimals} decimals  "${token.name}"`)
  }
  lines.push('', 'Funded accounts (1,000 SOL and 1,000,000 USDC each; address  secret key):')
  for (const account of devnet.accounts) lines.push(`  ${account.address.padEnd(44)}  ${account.secretKey}`)
  lines.push('', 'Press Ctrl-C to stop.')
  return lines.join('\n')
}
