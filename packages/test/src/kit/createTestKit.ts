import { anvil, base, type CreateKitParameters, createKit, createMemoryBackend, type Kit, type MockAdapterParameters, mockAdapter } from '@kit/core'

/** The mock wallet's account: anvil's first "test … junk" account. */
export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export type CreateTestKitParameters = Partial<CreateKitParameters> & {
  /** Options of the mock wallet (`mockAdapter`): accounts, balance, `features: { connectError, … }`. */
  mock?: Partial<MockAdapterParameters> | undefined
}

/**
 * A fresh kit for one test: the mock wallet (`mockAdapter`, account {@link testAddress}), anvil and
 * Base, in-memory storage, no reconnect and a desktop environment. Every option of `createKit`
 * overrides the defaults (`adapters`, `networks`, `storage`, ...).
 *
 * @example
 * const kit = createTestKit({ mock: { features: { connectError: true } } })
 * await expect(connect(kit, { connectorId: 'mock' })).rejects.toThrow('Connection rejected')
 */
export function createTestKit(parameters: CreateTestKitParameters = {}): Kit {
  const { mock, ...rest } = parameters
  return createKit({
    projectId: 'test',
    networks: [anvil, base],
    adapters: [mockAdapter({ accounts: [testAddress], ...mock })],
    storage: createMemoryBackend(),
    enableReconnect: false,
    environment: { isMobile: () => false },
    ...rest,
  })
}
