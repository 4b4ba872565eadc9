// Test helpers for the connected views and public elements (excluded from the build).
import {
  type Adapter,
  type CaipNetwork,
  type Connector,
  type CreateKitParameters,
  type Kit,
  type MockAdapterParameters,
  mockAdapter,
  UserRejectedRequestError,
} from '@kit/core'
import { createTestKit as createBaseTestKit } from '@kit/test/kit'
import { afterEach } from 'vitest'
import { byTestId, sleep } from '../internal/fixture.test-utils.js'

export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const testAddress2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const kits = new Set<Kit>()

afterEach(() => {
  for (const kit of kits) kit._internal.unmount()
  kits.clear()
})

/** A promise with its resolve/reject (Node 20 lacks Promise.withResolvers). */
export function deferred<value = void>() {
  let resolve!: (value: value) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<value>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

export type TestAdapterParameters = Partial<MockAdapterParameters> & {
  /** `connect` waits for this promise first (to observe the connecting view). */
  connectGate?: Promise<void> | undefined
  /** Balance reads wait for this promise first (to observe the loading state). */
  balanceGate?: Promise<void> | undefined
  /** `switchNetwork` waits for this, then rejects with 4001 when `rejectSwitch` is set. */
  switchGate?: Promise<void> | undefined
  rejectSwitch?: boolean | undefined
  /** Overrides of the connector's identity (name, icon, rdns, id). */
  connector?: Partial<Pick<Connector, 'name' | 'icon' | 'rdns'>> | undefined
}

/** `mockAdapter` from core with hooks to hold or reject the wallet's answers. */
export function testAdapter({ connectGate, balanceGate, switchGate, rejectSwitch, connector: identity, ...mock }: TestAdapterParameters = {}): Adapter {
  const inner = mockAdapter({ accounts: [testAddress], balance: 1_234_567_000_000_000_000n, ...mock })
  return {
    namespace: inner.namespace,
    setup(context) {
      const instance = inner.setup(context)
      return {
        ...instance,
        async getBalance(parameters) {
          if (balanceGate) await balanceGate
          return instance.getBalance(parameters)
        },
        watchConnectors(onChange) {
          return instance.watchConnectors((connectors) =>
            onChange(
              connectors.map((connector) => {
                const wrapped: Connector = {
                  ...connector,
                  ...identity,
                  async connect(parameters?: Parameters<Connector['connect']>[0]) {
                    if (connectGate) await connectGate
                    return connector.connect(parameters)
                  },
                  async switchNetwork(parameters: { network: CaipNetwork }) {
                    if (switchGate) await switchGate
                    if (rejectSwitch) throw new UserRejectedRequestError()
                    return connector.switchNetwork?.(parameters)
                  },
                }
                return wrapped
              }),
            ),
          )
        },
      }
    },
  }
}

/** An eip155 adapter whose only wallet is `connector` (for a hand-made connector such as WalletConnect's). */
export function adapterOf(connector: Connector): Adapter {
  return {
    namespace: 'eip155',
    setup: () => ({
      watchConnectors(onChange) {
        onChange([connector])
        return () => undefined
      },
      getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
      isValidAddress: (address) => address.startsWith('0x'),
    }),
  }
}
/**
 * A fresh kit per test: `@kit/test`'s `createTestKit` (mock wallet, in-memory storage, anvil +
 * Base, no reconnect) with the gated mock wallet above; unmounted after each test.
 */
export function createTestKit(parameters: Partial<CreateKitParameters> & { adapter?: TestAdapterParameters } = {}): Kit {
  const { adapter, ...rest } = parameters
  const kit = createBaseTestKit({ adapters: [testAdapter(adapter)], ...rest })
  kits.add(kit)
  return kit
}

/**
 * How long the waits below give a view by default. Well within the browser tests' 15 s limit, and
 * long enough for a view's first dynamic import, which the test server transforms on demand and a
 * loaded CI machine can take over 2 s to serve.
 */
const defaultWait = 5000

/** Polls `check` (every 10 ms, up to `timeout`) until it returns a truthy value. */
export async function waitFor<value>(check: () => value, { timeout = defaultWait, message = 'condition' } = {}): Promise<NonNullable<value>> {
  const started = Date.now()
  for (;;) {
    const value = check()
    if (value) return value as NonNullable<value>
    if (Date.now() - started > timeout) throw new Error(`Timed out waiting for ${message}`)
    await sleep(10)
  }
}

/** Waits until an element with `data-testid` exists under `root` (through shadow roots). */
export function waitForTestId(root: Element | Document, id: string, timeout = defaultWait): Promise<HTMLElement> {
  return waitFor(() => byTestId(root, id), { timeout, message: `[data-testid="${id}"]` })
}

/** Waits until no element with `data-testid` exists under `root`. */
export function waitForNoTestId(root: Element | Document, id: string, timeout = defaultWait): Promise<boolean> {
  return waitFor(() => byTestId(root, id) === null, { timeout, message: `no [data-testid="${id}"]` })
}

/** The visible text of an element, whitespace collapsed. */
export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
}
