import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { httpUrl, listenServer } from '@kit/server-shared'
import type { Hex } from 'viem'
import { type OnRampConfig, type OnRampConfigInput, onRampConfigSchema, payoutChains } from './config/onRampConfig.js'
import { createOnRampApp } from './http/createOnRampApp.js'
import { type Checkout, createCheckout } from './orders/createCheckout.js'
import { createOrderStore, type OrderStore } from './orders/orderStore.js'
import { createPayout } from './payout/createPayout.js'
import { DEFAULT_RATES } from './pricing/computeQuote.js'

export interface StartOnRampOptions extends OnRampConfigInput {
  readonly now?: () => number
  readonly log?: (message: string) => void
}

export interface RunningOnRamp {
  /** e.g. `http://127.0.0.1:8789`; the checkout is `${url}/checkout/<id>`. */
  readonly url: string
  readonly port: number
  readonly config: OnRampConfig
  /** The treasury address that pays out. */
  readonly treasury: Hex
  readonly internals: { readonly store: OrderStore; readonly checkout: Checkout }
  stop(): Promise<void>
}

/** Starts the sandbox: order store (PGlite), payouts from the treasury, the HTTP server, and the sweeper that ends every order in time. */
export async function startOnRamp(options: StartOnRampOptions): Promise<RunningOnRamp> {
  const { now = Date.now, log = (message: string) => console.error(`[kit-onramp] ${message}`), ...input } = options
  const config = onRampConfigSchema.parse(input)
  const chains = payoutChains(config)
  const store = await createOrderStore(config.dataDir)
  const payout = createPayout(config.treasuryKey as Hex)
  const rates = { ...DEFAULT_RATES, feeBps: config.feeBps }
  const checkout = createCheckout({ store, payout, chains, policy: config.policy, rates, now, log })
  let listener: ReturnType<typeof getRequestListener> | undefined
  const server = createServer((req, res) => (listener ? listener(req, res) : res.writeHead(503).end()))
  try {
    const address = await listenServer(server, config.port, config.host)
    const url = httpUrl(config.host, address.port)
    const app = createOnRampApp({ publicUrl: config.publicUrl ?? url, apiKey: config.apiKey, store, checkout, chains, rates, now, log })
    listener = getRequestListener(app.fetch)
    // The sweeper: at start (what a crash left half-way), then every sweepIntervalMs; one sweep at a time.
    const sweep = () => void checkout.sweep().catch((error: unknown) => log(`sweep failed: ${error instanceof Error ? error.message : String(error)}`))
    sweep()
    const sweeper = setInterval(sweep, config.policy.sweepIntervalMs)
    sweeper.unref()
    let stopping: Promise<void> | undefined
    return {
      url,
      port: address.port,
      config,
      treasury: payout.treasury,
      internals: { store, checkout },
      stop() {
        stopping ??= (async () => {
          clearInterval(sweeper)
          await new Promise<void>((resolve) => {
            server.close(() => resolve())
            server.closeAllConnections()
          })
          await checkout.idle()
          await store.close()
        })()
        return stopping
      },
    }
  } catch (error) {
    server.close()
    await store.close()
    throw error
  }
}
