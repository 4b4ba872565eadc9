import { anvil, base, type CreateKitParameters, createMemoryBackend, mockAdapter } from '@kit/core'

export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Kit parameters for tests: the mock adapter, in-memory storage, no reconnect. */
export function testKitParameters(parameters: Partial<CreateKitParameters> = {}): CreateKitParameters {
  return {
    projectId: 'test',
    networks: [anvil, base],
    adapters: [mockAdapter({ accounts: [testAddress] })],
    storage: createMemoryBackend(),
    enableReconnect: false,
    environment: { isMobile: () => false },
    ...parameters,
  }
}

/** A fresh kit per test: `@kit/test`'s (mock wallet, in-memory storage, anvil + Base, no reconnect). */
export { createTestKit } from '@kit/test/kit'

/** valtio notifies subscribers in a microtask; wait one macrotask. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
