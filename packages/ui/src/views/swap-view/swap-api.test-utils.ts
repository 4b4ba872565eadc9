// A fake swap provider behind the fake Kit API, for the Swap view tests (excluded from the build).
import { createFakeApi, usdcAddress } from '../api.test-utils.js'

const chain = 'eip155:31337'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
/** 1 ETH is 2000 USDC; ETH has 18 decimals, USDC 6. */
const usdcPerEth = 2000n

export const swapTokens = [
  { name: 'Ether', symbol: 'ETH', address: `${chain}:${native}`, decimals: 18 },
  { name: 'USD Coin', symbol: 'USDC', address: `${chain}:${usdcAddress}`, decimals: 6 },
]

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })

/**
 * `/v1/convert/*` and `POST /v1/fungible/price` as the Kit API answers them (the approval counts
 * as mined: the allowance then covers it); everything else as `createFakeApi`.
 */
export function createSwapApi() {
  const api = createFakeApi()
  /** The provider's allowance for the `from` token; an approval (build-approve) sets it to its amount. */
  let allowance = '0'
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const query = url.searchParams
    switch (url.pathname) {
      case '/v1/convert/tokens':
        api.requests.push(url)
        return json({ tokens: swapTokens })
      case '/v1/convert/quotes': {
        api.requests.push(url)
        const amount = BigInt(query.get('amount') ?? '0')
        const fromEth = query.get('from') === swapTokens[0]!.address
        const toAmount = fromEth ? (amount * usdcPerEth) / 10n ** 12n : (amount * 10n ** 12n) / usdcPerEth
        return json({
          quotes: [
            {
              fromAmount: String(amount),
              toAmount: String(toAmount),
              fromAccount: query.get('userAddress'),
              toAccount: query.get('userAddress'),
              priceImpact: 0.12,
            },
          ],
        })
      }
      case '/v1/convert/gas-price':
        api.requests.push(url)
        return json({ standard: '1000000000', fast: '2000000000', instant: '3000000000' })
      case '/v1/convert/allowance':
        api.requests.push(url)
        return json({ allowance })
      case '/v1/convert/build-approve': {
        api.requests.push(url)
        allowance = query.get('amount') ?? '0'
        const account = query.get('userAddress') ?? `${chain}:0x0000000000000000000000000000000000000000`
        return json({ tx: { from: account, to: `${chain}:${usdcAddress}`, data: '0x095ea7b3', value: '0', eip155: { gas: 50000, gasPrice: '1000000000' } } })
      }
      case '/v1/convert/build-transaction': {
        api.requests.push(url)
        const body = JSON.parse(String(init?.body ?? '{}')) as { userAddress?: string }
        const account = body.userAddress ?? `${chain}:0x0000000000000000000000000000000000000000`
        return json({ tx: { from: account, to: `${chain}:${usdcAddress}`, data: '0x', amount: '0', eip155: { gas: '21000', gasPrice: '1000000000' } } })
      }
      case '/v1/fungible/price':
        api.requests.push(url)
        return json({ fungibles: [{ name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 }] })
      default:
        return api.fetch(input)
    }
  }
  return { ...api, fetch }
}
