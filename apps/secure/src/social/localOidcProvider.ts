import { createHmac, generateKeyPairSync } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SocialProvider } from '@kit/frame-protocol'
import Provider, { type Configuration } from 'oidc-provider'
import type { MasterKey } from '../crypto/masterKey.js'
import { escapeHtml } from '../pages/html.js'
import { createMemoryAdapterClass } from './memoryAdapter.js'

export const LOCAL_OIDC_PATH = '/oidc'
export const LOCAL_OIDC_INTERACTION_PATH = '/oidc-interaction/'

export interface LocalOidcProvider {
  readonly issuer: string
  readonly provider: Provider
  clientId(social: SocialProvider): string
  clientSecret(social: SocialProvider): string
  /** Node handler for `/oidc/*` (the provider mounted under `/oidc`). */
  handle(req: IncomingMessage, res: ServerResponse): void
}

/**
 * A local OpenID Connect provider (`oidc-provider`) standing in for every social provider: one
 * client per provider (`kit-google`, ...), its own login page (enter a username, consent is
 * granted automatically), PKCE required. Mounted at `/oidc` on the secure origin.
 */
export function createLocalOidcProvider(parameters: {
  publicUrl: string
  callbackUrl: string
  masterKey: MasterKey
  providers: readonly SocialProvider[]
}): LocalOidcProvider {
  const issuer = `${parameters.publicUrl}${LOCAL_OIDC_PATH}`
  const derive = (label: string): string => createHmac('sha256', parameters.masterKey.key).update(`kit-secure-oidc:${label}`).digest('base64url')
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'kit-secure-local', use: 'sig', alg: 'RS256' }
  const clientId = (social: SocialProvider): string => `kit-${social}`
  const clientSecret = (social: SocialProvider): string => derive(`client:${social}`)

  const configuration: Configuration = {
    adapter: createMemoryAdapterClass(),
    // Seconds. Short: these are one popup's worth of artifacts.
    ttl: { AccessToken: 600, AuthorizationCode: 120, IdToken: 600, Interaction: 900, Session: 3_600, Grant: 3_600 },
    clients: parameters.providers.map((social) => ({
      client_id: clientId(social),
      client_secret: clientSecret(social),
      client_name: `Kit (${social})`,
      redirect_uris: [parameters.callbackUrl],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: `${id}@example.com`, email_verified: true, preferred_username: id, name: id }
        },
      }
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username', 'name'] },
    scopes: ['openid', 'email', 'profile'],
    interactions: { url: (_ctx, interaction) => `${LOCAL_OIDC_INTERACTION_PATH}${interaction.uid}` },
    cookies: { keys: [derive('cookies')] },
    jwks: { keys: [jwk as never] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Consent is implicit for these first-party stand-in clients.
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session
      const client = ctx.oidc.client
      if (!session?.accountId || !client) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = `<!doctype html><title>Sign-in error</title><p>${escapeHtml(String(out.error ?? 'error'))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`
    },
  }
  const provider = new Provider(issuer, configuration)
  const callback = provider.callback()
  return {
    issuer,
    provider,
    clientId,
    clientSecret,
    handle(req, res) {
      // Mount like Express does: the provider sees the path below /oidc and `originalUrl` keeps the prefix.
      const original = req.url ?? '/'
      Object.assign(req, { originalUrl: original })
      req.url = original.slice(LOCAL_OIDC_PATH.length) || '/'
      void callback(req, res)
    },
  }
}
