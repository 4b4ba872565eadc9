import { FRAME_ERROR_MESSAGES, type SocialProvider } from '@kit/frame-protocol'
import * as client from 'openid-client'
import { SecureConfigError } from '../config/configErrors.js'
import type { SecureContext } from '../context.js'
import { badRequest, HttpError } from '../http/httpError.js'
import type { LocalOidcProvider } from './localOidcProvider.js'
import { MissingSubjectError } from './socialErrors.js'

export const SOCIAL_CALLBACK_PATH = '/social/callback'
const STATE_TTL_MS = 10 * 60_000

/** The identity a provider vouched for. */
export interface SocialIdentity {
  readonly provider: SocialProvider
  readonly subject: string
  readonly email: string | null
  readonly userName: string | null
}

export interface SocialLogin {
  /** The authorization URL the host opens in a popup; the login can only be completed from `deviceId`. */
  start(provider: SocialProvider, parentOrigin: string, deviceId: string): Promise<string>
  /** The origin the callback page may post to for `state`, or null when the state is unknown or expired. */
  callbackTarget(state: string): Promise<string | null>
  /**
   * Exchanges the code in the final redirect URI (PKCE, state, nonce checked). Single use, and only
   * from the device that started the login: a copied callback URI gets 'This sign-in was started on
   * another device' and stays usable by its owner.
   */
  complete(uri: string, deviceId: string): Promise<SocialIdentity>
}

interface ProviderSetup {
  readonly config: client.Configuration
  readonly scope: string
  readonly oidc: boolean
  readonly local: boolean
  readonly userinfoEndpoint: string | undefined
}

interface StateRow {
  provider: SocialProvider
  code_verifier: string
  nonce: string
  parent_origin: string
  expires_at: number
}

const pick = (record: Record<string, unknown>, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = record[key]
    if (typeof value === 'string' && value.length > 0) return value
    if (typeof value === 'number') return String(value)
  }
  return null
}

/**
 * Social login over OpenID Connect / OAuth 2 with `openid-client`: real providers from the
 * configuration, every other one through the local stand-in provider.
 */
export function createSocialLogin(ctx: SecureContext, local: LocalOidcProvider | null): SocialLogin {
  const callbackUrl = `${ctx.publicUrl}${SOCIAL_CALLBACK_PATH}`
  const setups = new Map<SocialProvider, Promise<ProviderSetup>>()

  async function createSetup(provider: SocialProvider): Promise<ProviderSetup> {
    const real = ctx.config.social[provider]
    if (real) {
      const auth = real.clientSecret ? client.ClientSecretPost(real.clientSecret) : client.None()
      if (real.issuer) {
        const options = real.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined
        const config = await client.discovery(new URL(real.issuer), real.clientId, undefined, auth, options)
        return {
          config,
          scope: real.scope,
          oidc: real.scope.split(' ').includes('openid'),
          local: false,
          userinfoEndpoint: config.serverMetadata().userinfo_endpoint,
        }
      }
      if (!real.authorizationEndpoint || !real.tokenEndpoint) throw new SecureConfigError(`Social provider ${provider}: give an issuer or both endpoints`)
      const config = new client.Configuration(
        { issuer: new URL(real.authorizationEndpoint).origin, authorization_endpoint: real.authorizationEndpoint, token_endpoint: real.tokenEndpoint },
        real.clientId,
        undefined,
        auth,
      )
      if (real.authorizationEndpoint.startsWith('http:')) client.allowInsecureRequests(config)
      return { config, scope: real.scope, oidc: false, local: false, userinfoEndpoint: real.userinfoEndpoint }
    }
    if (!local) throw new SecureConfigError(`Social provider ${provider} is not configured`)
    const options = local.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined
    const config = await client.discovery(
      new URL(local.issuer),
      local.clientId(provider),
      undefined,
      client.ClientSecretBasic(local.clientSecret(provider)),
      options,
    )
    return { config, scope: 'openid email profile', oidc: true, local: true, userinfoEndpoint: config.serverMetadata().userinfo_endpoint }
  }

  function getSetup(provider: SocialProvider): Promise<ProviderSetup> {
    let setup = setups.get(provider)
    if (!setup) {
      setup = createSetup(provider)
      setups.set(provider, setup)
      // A failed discovery is retried on the next login.
      setup.catch(() => setups.delete(provider))
    }
    return setup
  }

  return {
    async start(provider, parentOrigin, deviceId) {
      let setup: ProviderSetup
      try {
        setup = await getSetup(provider)
      } catch (error) {
        ctx.log(`Social provider ${provider} unavailable: ${error instanceof Error ? error.message : String(error)}`)
        throw new HttpError(502, FRAME_ERROR_MESSAGES.socialInitFailed)
      }
      const state = client.randomState()
      const nonce = client.randomNonce()
      const codeVerifier = client.randomPKCECodeVerifier()
      const now = ctx.now()
      await ctx.db.query('delete from secure_social_states where expires_at <= $1', [now])
      await ctx.db.query(
        'insert into secure_social_states (state, provider, code_verifier, nonce, parent_origin, created_at, expires_at, device_id) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [state, provider, codeVerifier, nonce, parentOrigin, now, now + STATE_TTL_MS, deviceId],
      )
      const parameters: Record<string, string> = {
        redirect_uri: callbackUrl,
        scope: setup.scope,
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }
      if (setup.oidc) parameters.nonce = nonce
      if (setup.local) parameters.prompt = 'login'
      return client.buildAuthorizationUrl(setup.config, parameters).href
    },

    async callbackTarget(state) {
      const [row] = await ctx.db.query<{ parent_origin: string; expires_at: number }>(
        'select parent_origin, expires_at from secure_social_states where state = $1',
        [state],
      )
      return row && row.expires_at > ctx.now() ? row.parent_origin : null
    },

    async complete(uri, deviceId) {
      let url: URL
      try {
        url = new URL(uri)
      } catch {
        throw badRequest(FRAME_ERROR_MESSAGES.connectFailed)
      }
      if (`${url.origin}${url.pathname}` !== callbackUrl) throw badRequest(FRAME_ERROR_MESSAGES.connectFailed)
      const state = url.searchParams.get('state') ?? ''
      const [row] = await ctx.db.query<StateRow>(
        'delete from secure_social_states where state = $1 and device_id = $2 returning provider, code_verifier, nonce, parent_origin, expires_at',
        [state, deviceId],
      )
      if (!row) {
        const [other] = await ctx.db.query('select 1 from secure_social_states where state = $1', [state])
        if (other) throw badRequest('This sign-in was started on another device', 'SOCIAL_OTHER_DEVICE')
      }
      if (!row || row.expires_at <= ctx.now() || url.searchParams.has('error')) throw badRequest(FRAME_ERROR_MESSAGES.connectFailed)
      try {
        const setup = await getSetup(row.provider)
        const tokens = await client.authorizationCodeGrant(setup.config, url, {
          pkceCodeVerifier: row.code_verifier,
          expectedState: state,
          ...(setup.oidc ? { expectedNonce: row.nonce, idTokenExpected: true } : {}),
        })
        const claims: Record<string, unknown> = { ...(tokens.claims() ?? {}) }
        if (setup.oidc && setup.userinfoEndpoint && typeof claims.sub === 'string') {
          Object.assign(claims, await client.fetchUserInfo(setup.config, tokens.access_token, claims.sub))
        } else if (setup.userinfoEndpoint) {
          const response = await client.fetchProtectedResource(setup.config, tokens.access_token, new URL(setup.userinfoEndpoint), 'GET')
          Object.assign(claims, (await response.json()) as Record<string, unknown>)
        }
        const subject = pick(claims, 'sub', 'id')
        if (!subject) throw new MissingSubjectError('The provider returned no subject')
        return {
          provider: row.provider,
          subject,
          email: pick(claims, 'email'),
          userName: pick(claims, 'preferred_username', 'login', 'username', 'name'),
        }
      } catch (error) {
        ctx.log(`Social login (${row.provider}) failed: ${error instanceof Error ? error.message : String(error)}`)
        throw badRequest(FRAME_ERROR_MESSAGES.connectFailed)
      }
    },
  }
}
