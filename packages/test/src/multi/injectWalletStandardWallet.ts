import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { WalletStandardHost } from './createWalletStandardHost.js'
import { createWalletStandardChangeScript, createWalletStandardShim } from './createWalletStandardShim.js'
import { decodeFromPage, encodeForPage, toWireAccount } from './walletStandardWire.js'

export interface InjectedWalletStandardWallet {
  /** Identifies the injection (binding and window key). */
  readonly uuid: string
  /** Stops forwarding events and removes the binding and init script (future documents). */
  dispose(): Promise<void>
}

interface CallArguments {
  readonly feature: string
  readonly method: string
  readonly inputs: unknown
}

function toErrorPayload(error: unknown): { code: unknown; message: string; name?: string; data?: unknown } {
  if (typeof error !== 'object' || error === null) return { code: undefined, message: String(error) }
  const { code, message, name, data } = error as { code?: unknown; message?: unknown; name?: unknown; data?: unknown }
  return {
    code,
    message: typeof message === 'string' ? message : String(error),
    ...(typeof name === 'string' && name !== 'Error' ? { name } : {}),
    ...(data === undefined ? {} : { data }),
  }
}

/**
 * Exposes a Wallet Standard wallet (which stays in the Node test process) to every frame of
 * `page`, now and after navigations and reloads: the page side registers a Wallet Standard wallet
 * (the `wallet-standard:register-wallet` / `wallet-standard:app-ready` events) whose feature
 * methods call back into Node through one binding, byte arrays as base64. Account changes are
 * pushed into every frame. Call it before `page.goto`.
 */
export async function injectWalletStandardWallet(page: Page, host: WalletStandardHost): Promise<InjectedWalletStandardWallet> {
  const uuid = randomUUID()
  const id = uuid.replaceAll('-', '')
  const key = `__kitWalletStandard_${id}`
  const binding = `__kitWalletStandardCall_${id}`
  const snapshot = () => host.accounts().map(toWireAccount)

  const exposed = await page.exposeBinding(binding, async (_source, { feature, method, inputs }: CallArguments) => {
    try {
      const result = feature === '$state' ? null : await host.call(feature, method, (Array.isArray(inputs) ? decodeFromPage(inputs) : []) as unknown[])
      return { ok: true, result: encodeForPage(result), accounts: snapshot() }
    } catch (error) {
      return { ok: false, error: toErrorPayload(error), accounts: snapshot() }
    }
  })
  const shim = createWalletStandardShim({ key, binding, name: host.name, icon: host.icon, chains: host.chains, features: host.features })
  const initScript = await page.addInitScript({ content: shim })
  await Promise.all(page.frames().map((frame) => frame.evaluate(shim).catch(() => undefined)))

  const unsubscribe = host.onChange((accounts) => {
    const script = createWalletStandardChangeScript(key, accounts.map(toWireAccount))
    for (const frame of page.frames()) void frame.evaluate(script).catch(() => undefined)
  })
  page.once('close', unsubscribe)

  return {
    uuid,
    async dispose() {
      unsubscribe()
      page.off('close', unsubscribe)
      await Promise.allSettled([exposed.dispose(), initScript.dispose()])
    },
  }
}
