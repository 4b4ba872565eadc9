import type { UniversalProvider, UniversalRequestArguments } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { namespaceSigning } from './namespaceSigning.js'

// One module with a stand-in provider that records the requests and answers as a wallet would:
// the request shapes each namespace's WalletConnect wallets take, and what is read from the answers.

function recordingProvider(answer: (request: UniversalRequestArguments) => unknown) {
  const requests: UniversalRequestArguments[] = []
  const provider = {
    async request(request: UniversalRequestArguments) {
      requests.push(request)
      return answer(request)
    },
  } as UniversalProvider
  return { provider, requests }
}

describe('namespaceSigning', () => {
  test("solana: solana_signMessage with the base58 of the UTF-8 and the pubkey; the answer's signature", async () => {
    const { provider, requests } = recordingProvider(() => ({ signature: '5sig' }))
    const { signMessage, sendTransaction } = namespaceSigning('solana', provider)
    expect(sendTransaction).toBeUndefined()
    expect(await signMessage!({ message: 'Hello', address: 'So1Pubkey' })).toBe('5sig')
    // "Hello" is 0x48656c6c6f; its base58 is 9Ajdvzr.
    expect(requests).toEqual([{ method: 'solana_signMessage', params: { message: '9Ajdvzr', pubkey: 'So1Pubkey' } }])
  })

  test("bip122: BIP-322 signMessage with the address and the text; the answer's signature", async () => {
    const { provider, requests } = recordingProvider(() => ({ address: 'tb1q', signature: 'AkcwRA==' }))
    const { signMessage } = namespaceSigning('bip122', provider)
    expect(await signMessage!({ message: 'Hi', address: 'tb1q' })).toBe('AkcwRA==')
    expect(requests).toEqual([{ method: 'signMessage', params: { account: 'tb1q', address: 'tb1q', message: 'Hi', protocol: 'bip322' } }])
  })

  test('eip155: personal_sign of the UTF-8 hex; eth_sendTransaction with hex quantities', async () => {
    const { provider, requests } = recordingProvider(({ method }) => (method === 'personal_sign' ? '0xsig' : '0xhash'))
    const { signMessage, sendTransaction } = namespaceSigning('eip155', provider)
    expect(await signMessage!({ message: 'hi', address: '0xabc' })).toBe('0xsig')
    expect(await sendTransaction!({ address: '0xabc', to: '0xdef', value: 255n, gas: 21000n })).toBe('0xhash')
    expect(requests).toEqual([
      { method: 'personal_sign', params: ['0x6869', '0xabc'] },
      { method: 'eth_sendTransaction', params: [{ from: '0xabc', to: '0xdef', value: '0xff', gas: '0x5208' }] },
    ])
  })

  test('errors: an answer without a signature is a coded error naming the method; other namespaces sign nothing', async () => {
    const { provider } = recordingProvider(() => ({ sig: 'x' }))
    await expect(namespaceSigning('solana', provider).signMessage!({ message: 'a', address: 'b' })).rejects.toMatchObject({
      code: -32603,
      message: 'The wallet answered solana_signMessage without a signature',
    })
    await expect(namespaceSigning('bip122', provider).signMessage!({ message: 'a', address: 'b' })).rejects.toMatchObject({ code: -32603 })
    expect(namespaceSigning('polkadot', provider)).toEqual({})
  })
})
