import type { SIWXMessage } from '@kit/core/siwx'
import { ed25519 } from '@noble/curves/ed25519'
import { Verifier } from 'bip322-js'
import bs58 from 'bs58'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'

export interface VerifySiwxSignatureParameters {
  readonly data: SIWXMessage.Data
  readonly message: string
  readonly signature: string
  /**
   * solana only: the bytes the wallet signed when it wrapped the message (checked by
   * readSignedMessage to hold it unchanged); the signature is verified over them instead.
   */
  readonly signedMessage?: Uint8Array | undefined
  /** The chain's client (eip155 only): ERC-1271 and ERC-6492 signatures are checked on it. */
  readonly chain: ChainRuntime | undefined
}

/**
 * Checks a sign-in signature for the message's account.
 * - eip155: viem `verifyMessage` in `eoa` mode: an EIP-191 signature is recovered locally first;
 *   otherwise the chain decides (ERC-1271 for deployed smart accounts, ERC-6492 for counterfactual
 *   ones, through viem's universal verifier in an `eth_call`). An unreachable chain throws.
 * - solana: ed25519 over the UTF-8 message (or the wallet's `signedMessage` bytes) with the base58
 *   address as public key.
 * - bip122: BIP-322 (simple for segwit and taproot, legacy for P2PKH) through bip322-js.
 */
export async function verifySiwxSignature({ data, message, signature, signedMessage, chain }: VerifySiwxSignatureParameters): Promise<boolean> {
  const namespace = data.chainId.split(':')[0]
  if (namespace === 'eip155') {
    if (!chain || !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) return false
    return chain.client.verifyMessage({
      address: data.accountAddress as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
      mode: 'eoa',
    })
  }
  if (namespace === 'solana') {
    try {
      const bytes = bs58.decode(signature)
      const publicKey = bs58.decode(data.accountAddress)
      if (bytes.length !== 64 || publicKey.length !== 32) return false
      return ed25519.verify(bytes, signedMessage ?? new TextEncoder().encode(message), publicKey)
    } catch {
      return false
    }
  }
  if (namespace === 'bip122') {
    if (!/^[A-Za-z0-9+/]{40,2000}={0,2}$/.test(signature)) return false
    try {
      return Verifier.verifySignature(data.accountAddress, message, signature)
    } catch {
      return false
    }
  }
  return false
}
