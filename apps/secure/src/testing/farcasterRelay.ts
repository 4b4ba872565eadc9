import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FarcasterRelay {
  /** `http://127.0.0.1:<port>` (the `relay` of the secure server's Farcaster config). */
  readonly url: string
  /** The key a Farcaster app sends as `X-Farcaster-Auth-Relay-Key` to complete a channel. */
  readonly authKey: string
  close(): Promise<void>
}

interface Channel {
  readonly token: string
  readonly url: string
  readonly nonce: string
  readonly signatureParams: Record<string, string | undefined>
  completed?: { message: string; signature: string; fid: number; username?: string | undefined; authMethod?: string | undefined }
}

/**
 * A local stand-in for the Farcaster Connect relay, with the channel API that
 * `@farcaster/auth-client` speaks (relay.farcaster.xyz, version v1): `POST /v1/channel` opens a
 * channel for an app, `POST /v1/channel/authenticate` (channel token + relay key) is how the
 * user's Farcaster app hands back the signed Sign In With Farcaster message, and
 * `GET /v1/channel/status` answers 202 pending or 200 completed. It verifies nothing itself, like
 * the real relay: the app must check the signature (the secure server does, with the library).
 */
export async function startFarcasterRelay(): Promise<FarcasterRelay> {
  const authKey = randomBytes(16).toString('hex')
  const channels = new Map<string, Channel>()

  const json = (response: ServerResponse, status: number, body: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const readBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    let text = ''
    for await (const chunk of request) text += chunk
    try {
      const parsed: unknown = JSON.parse(text)
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  const channelOf = (request: IncomingMessage): Channel | undefined => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')
    return match ? channels.get(match[1] ?? '') : undefined
  }
  const statusOf = (channel: Channel) => ({
    state: channel.completed ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    signatureParams: channel.signatureParams,
    metadata: { ip: '127.0.0.1', userAgent: 'test' },
    acceptAuthAddress: false,
    ...channel.completed,
  })

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://relay').pathname
      if (request.method === 'POST' && path === '/v1/channel') {
        const body = await readBody(request)
        if (typeof body.siweUri !== 'string' || typeof body.domain !== 'string') return json(response, 400, { error: 'Validation error' })
        const token = randomBytes(12).toString('hex')
        const nonce = typeof body.nonce === 'string' ? body.nonce : randomBytes(8).toString('hex')
        const signatureParams = { siweUri: body.siweUri, domain: body.domain, nonce }
        const url = `https://farcaster.xyz/~/siwf?channelToken=${token}&nonce=${nonce}&siweUri=${encodeURIComponent(body.siweUri)}&domain=${encodeURIComponent(body.domain)}`
        channels.set(token, { token, url, nonce, signatureParams })
        return json(response, 201, { channelToken: token, url, nonce })
      }
      const channel = channelOf(request)
      if (!channel) return json(response, 401, { error: 'Unauthorized' })
      if (request.method === 'GET' && path === '/v1/channel/status') return json(response, channel.completed ? 200 : 202, statusOf(channel))
      if (request.method === 'POST' && path === '/v1/channel/authenticate') {
        if (request.headers['x-farcaster-auth-relay-key'] !== authKey) return json(response, 401, { error: 'Unauthorized' })
        const body = await readBody(request)
        if (typeof body.message !== 'string' || typeof body.signature !== 'string' || typeof body.fid !== 'number')
          return json(response, 400, { error: 'Validation error' })
        channel.completed = {
          message: body.message,
          signature: body.signature,
          fid: body.fid,
          username: typeof body.username === 'string' ? body.username : undefined,
          authMethod: typeof body.authMethod === 'string' ? body.authMethod : 'custody',
        }
        return json(response, 201, statusOf(channel))
      }
      return json(response, 404, { error: 'Not found' })
    })().catch(() => json(response, 500, { error: 'Internal error' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
