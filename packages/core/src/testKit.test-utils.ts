import { type MockAdapterParameters, mockAdapter } from './adapters/mockAdapter.js'
import { type CreateKitParameters, createKit } from './createKit.js'
import type { Kit } from './kit.js'
import { anvil } from './networks/anvil.js'
import { base } from './networks/base.js'
import { createMemoryBackend, type StorageBackend } from './storage/createStorage.js'

export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const testAddress2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A fresh mounted kit per test with the mock adapter and in-memory storage. */
export function createTestKit(parameters: Partial<CreateKitParameters> & { mock?: Partial<MockAdapterParameters>; backend?: StorageBackend } = {}): Kit {
  const { mock, backend = createMemoryBackend(), ...rest } = parameters
  return createKit({
    projectId: 'test',
    networks: [anvil, base],
    adapters: [mockAdapter({ accounts: [testAddress], balance: 1_234_567_000_000_000_000n, ...mock })],
    storage: backend,
    environment: { isBrowser: () => true, isMobile: () => false },
    ...rest,
  })
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
