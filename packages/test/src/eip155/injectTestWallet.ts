import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createTestWalletEventScript, createTestWalletShim, type Eip6963ProviderInfo } from './createTestWalletShim.js'
import { serializeWalletResponse } from './serializeWalletResponse.js'
import type { RequestArguments, TestWallet, TestWalletEventName } from './testWallet.js'
import { TEST_WALLET_ICON } from './testWalletIcon.js'

export interface InjectTestWalletOptions {
  /** EIP-6963 announcement (default on, with the defaults below); `false` skips it. */
  readonly eip6963?: Partial<Omit<Eip6963ProviderInfo, 'uuid'>> | false
  /** Also set `window.ethereum` (default false). */
  readonly legacy?: boolean
}

export interface InjectedTestWallet {
  /** The EIP-6963 uuid (also identifies the injection when EIP-6963 is off). */
  readonly uuid: string
  readonly info: Eip6963ProviderInfo | undefined
  /** Stops forwarding events and removes the binding and init script (future documents). */
  dispose(): Promise<void>
}

/** The name the EVM test wallet announces through EIP-6963. */
export const TEST_WALLET_NAME = 'Kit Test Wallet'
/** The EVM test wallet's EIP-6963 rdns, as its `wallet-item-<rdns>` in the Connect view. */
export const TEST_WALLET_RDNS = 'dev.kit.testwallet'

const EVENTS: readonly TestWalletEventName[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']

const toPayload = (value: unknown): unknown => (value instanceof Error ? { code: (value as { code?: unknown }).code, message: value.message } : value)

/**
 * Exposes `wallet` (which stays in the Node test process) to every frame of `page`, now
 * and after navigations/reloads: a small provider shim announced via EIP-6963 and/or set
 * as `window.ethereum`, whose `request` calls back into Node and which receives the
 * wallet's events. Call it before `page.goto`.
 */
export async function injectTestWallet(page: Page, wallet: TestWallet, options: InjectTestWalletOptions = {}): Promise<InjectedTestWallet> {
  const uuid = randomUUID()
  const id = uuid.replaceAll('-', '')
  const key = `__kitTestWallet_${id}`
  const binding = `__kitTestWalletRequest_${id}`
  const announce = options.eip6963 === false ? undefined : (options.eip6963 ?? {})
  const info: Eip6963ProviderInfo | undefined = announce && {
    uuid,
    name: announce.name ?? TEST_WALLET_NAME,
    icon: announce.icon ?? TEST_WALLET_ICON,
    rdns: announce.rdns ?? TEST_WALLET_RDNS,
  }
  const legacy = options.legacy ?? false
  if (!info && !legacy) throw new Error('injectTestWallet: enable `eip6963` and/or `legacy`, or nothing is injected')

  const exposed = await page.exposeBinding(binding, (_source, args: RequestArguments) => serializeWalletResponse(() => wallet.request(args)))
  const shim = createTestWalletShim({ key, binding, legacy, info: info ?? null })
  const initScript = await page.addInitScript({ content: shim })
  // Documents that already exist (e.g. the initial about:blank) get the shim too.
  await Promise.all(page.frames().map((frame) => frame.evaluate(shim).catch(() => undefined)))

  const forward = EVENTS.map((event) => {
    const listener = (payload: unknown): void => {
      const script = createTestWalletEventScript(key, event, toPayload(payload))
      for (const frame of page.frames()) void frame.evaluate(script).catch(() => undefined)
    }
    wallet.on(event, listener)
    return () => wallet.removeListener(event, listener)
  })
  const unsubscribe = (): void => forward.forEach((off) => off())
  page.once('close', unsubscribe)

  return {
    uuid,
    info,
    async dispose() {
      unsubscribe()
      page.off('close', unsubscribe)
      await Promise.allSettled([exposed.dispose(), initScript.dispose()])
    },
  }
}
