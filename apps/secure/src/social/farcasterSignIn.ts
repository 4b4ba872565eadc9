import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client'
import type { FarcasterConfig } from '../config/secureConfigSchema.js'

/** A verified Sign In With Farcaster: the fid whose custody address signed the message. */
export interface FarcasterIdentity {
  readonly fid: number
  readonly userName: string
}

export interface FarcasterSignIn {
  /** Opens a relay channel for a new sign-in: the URL to show (QR code / deep link) and its nonce. */
  createChannel(nonce: string): Promise<{ channelToken: string; url: string }>
  /** The channel's state; once the user signed in their Farcaster app, the verified identity. */
  status(channelToken: string, nonce: string): Promise<{ state: 'pending' } | { state: 'completed'; identity: FarcasterIdentity }>
  /** Verifies a signed Sign In With Farcaster message (domain, nonce, custody-address signature of the fid). */
  verify(parameters: { message: string; signature: `0x${string}`; nonce: string }): Promise<FarcasterIdentity>
}

export class FarcasterVerificationError extends Error {
  override name = 'FarcasterVerificationError'
}

/**
 * Real Sign In With Farcaster with the Farcaster team's `@farcaster/auth-client`: channels on the
 * configured relay, and `verifySignInMessage` for the signature. Only the custody address is
 * accepted (`acceptAuthAddress: false`): the library reads `IdRegistry.idOf(signer)` on
 * `config.rpcUrl` (OP Mainnet, or a chain hosting the registry at its address) and the signer
 * must own the fid named in the message.
 */
export function createFarcasterSignIn(config: FarcasterConfig, domain: string, siweUri: string): FarcasterSignIn {
  const client: AppClient = createAppClient({ relay: config.relay, ethereum: viemConnector({ rpcUrl: config.rpcUrl }) })
  const verify: FarcasterSignIn['verify'] = async ({ message, signature, nonce }) => {
    const result = await client.verifySignInMessage({ nonce, domain, message, signature, acceptAuthAddress: false })
    if (result.isError || !result.success) {
      throw new FarcasterVerificationError(result.isError ? `${result.error?.errCode}: ${result.error?.message}` : 'The signature does not verify')
    }
    return { fid: result.fid, userName: `fid:${result.fid}` }
  }
  return {
    async createChannel(nonce) {
      const response = await client.createChannel({ siweUri, domain, nonce })
      if (response.isError) throw new FarcasterVerificationError(`Farcaster relay: ${response.error?.message}`)
      return { channelToken: response.data.channelToken, url: response.data.url }
    },
    async status(channelToken, nonce) {
      const response = await client.status({ channelToken })
      if (response.isError) throw new FarcasterVerificationError(`Farcaster relay: ${response.error?.message}`)
      const data = response.data
      if (data.state !== 'completed') return { state: 'pending' }
      if (!data.message || !data.signature) throw new FarcasterVerificationError('The relay returned no signed message')
      const identity = await verify({ message: data.message, signature: data.signature, nonce })
      // The relay's profile fields are not signed: only the verified fid is trusted; the name is shown only if it came with that fid.
      const userName = data.fid === identity.fid && data.username && /^[a-z0-9][a-z0-9.-]{0,63}$/i.test(data.username) ? data.username : identity.userName
      return { state: 'completed', identity: { fid: identity.fid, userName } }
    },
    verify,
  }
}
