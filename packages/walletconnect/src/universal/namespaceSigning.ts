import type { Connector, UniversalProvider } from '@kit/core'
import bs58 from 'bs58'

const toHex = (value: bigint) => `0x${value.toString(16)}`
const utf8 = (text: string) => new TextEncoder().encode(text)
const utf8Hex = (text: string) => `0x${[...utf8(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** A wallet answer without the field it must carry, as a coded error (-32603, 'Internal error'). */
function field(result: unknown, name: string, method: string): string {
  const value = (result as Record<string, unknown> | null | undefined)?.[name]
  if (typeof value !== 'string') throw Object.assign(new Error(`The wallet answered ${method} without a ${name}`), { code: -32603 })
  return value
}

/**
 * What a no-adapter connector signs and sends with, per namespace, through the session (the
 * request methods the namespace's WalletConnect wallets answer):
 * - eip155: `personal_sign` (the hex of the UTF-8) and `eth_sendTransaction`;
 * - solana: `solana_signMessage` (`{ message: base58 of the UTF-8, pubkey }`); the base58 ed25519 signature;
 * - bip122: `signMessage` (BIP-322, `{ address, message }`); the base64 signature.
 * Other namespaces have only the provider's raw `request`.
 */
export function namespaceSigning(namespace: string, provider: UniversalProvider): Pick<Connector, 'signMessage' | 'sendTransaction'> {
  if (namespace === 'eip155')
    return {
      signMessage: ({ message, address }) => provider.request<string>({ method: 'personal_sign', params: [utf8Hex(message), address] }),
      sendTransaction: ({ address, to, value, data, gas }) =>
        provider.request<string>({
          method: 'eth_sendTransaction',
          params: [{ from: address, to, value: toHex(value), ...(data ? { data } : {}), ...(gas ? { gas: toHex(gas) } : {}) }],
        }),
    }
  if (namespace === 'solana')
    return {
      signMessage: async ({ message, address }) =>
        field(
          await provider.request({ method: 'solana_signMessage', params: { message: bs58.encode(utf8(message)), pubkey: address } }),
          'signature',
          'solana_signMessage',
        ),
    }
  if (namespace === 'bip122')
    return {
      signMessage: async ({ message, address }) =>
        field(
          await provider.request({ method: 'signMessage', params: { account: address, address, message, protocol: 'bip322' } }),
          'signature',
          'signMessage',
        ),
    }
  return {}
}
