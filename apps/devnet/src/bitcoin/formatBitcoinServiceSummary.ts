import type { BitcoinService } from './startBitcoinService.js'

/** A short human-readable description of a running Bitcoin service (used by the CLI). */
export function formatBitcoinServiceSummary(service: BitcoinService): string {
  const lines = [
    'Kit Bitcoin service is running (Esplora API over an in-memory regtest-style chain)',
    '',
    `  Esplora    ${service.url}   (also ${service.url}/api)`,
    `  Network    ${service.network.caipNetworkId} (Kit's Bitcoin Testnet; addresses ${service.network.bech32}1..., bitcoinjs networks.testnet)`,
    `  Tip        height ${service.chain.getTip().height}`,
    `  Faucet     POST ${service.url}/faucet {"address","amount"}   Mine: POST ${service.url}/mine {"blocks"}`,
    '',
    'Funded accounts (1 BTC on each payment address; payment p2wpkh / ordinals p2tr, WIF):',
  ]
  for (const account of service.accounts) {
    lines.push(`  ${account.payment.address}  ${account.payment.wif}`)
    lines.push(`  ${account.ordinals.address}  ${account.ordinals.wif}`)
  }
  lines.push('', 'Press Ctrl-C to stop.')
  return lines.join('\n')
}
