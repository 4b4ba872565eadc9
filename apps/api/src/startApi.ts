import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ServerType, serve } from '@hono/node-server'
import { drainServer, httpUrl } from '@kit/server-shared'
import type { ApiConfigInput } from './config/apiConfigSchema.js'
import { type CreateApiOptions, createApi, type KitApi } from './createApi.js'

/** How long `close()` lets requests in flight finish before it cuts their connections. */
const DRAIN_MS = 10_000

export interface RunningApi extends KitApi {
  /** `http://host:port` the server listens on. */
  readonly url: string
  readonly port: number
  readonly server: ServerType
}

/** Creates the API and serves it over HTTP on `config.host`:`config.port` (0 picks a free port). */
export async function startApi(input: ApiConfigInput, options: CreateApiOptions = {}): Promise<RunningApi> {
  const api = await createApi(input, options)
  const { host, port } = api.config
  let server: ServerType
  let address: AddressInfo
  try {
    ;({ server, address } = await new Promise<{ server: ServerType; address: AddressInfo }>((resolve, reject) => {
      const created = serve({ fetch: api.app.fetch, hostname: host, port }, (info) => resolve({ server: created, address: info }))
      created.once('error', reject)
    }))
  } catch (error) {
    await api.close()
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    ...api,
    url: httpUrl(host, address.port),
    port: address.port,
    server,
    close() {
      closing ??= (async () => {
        // Graceful: requests in flight get up to DRAIN_MS to finish (SIGTERM behind a load
        // balancer loses no answered request).
        await drainServer(server as Server, DRAIN_MS)
        await api.close()
      })()
      return closing
    },
  }
}
