// @vitest-environment happy-dom
import { connect } from '@kit/core'
import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestKit, testAddress } from '../test/utils.js'
import { withKit } from '../test/wrapper.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitBalance } from './useAppKitBalance.js'
import { useAppKitCapabilities } from './useAppKitCapabilities.js'
import { useAppKitConnection } from './useAppKitConnection.js'
import { useAppKitConnections } from './useAppKitConnections.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useAppKitProvider } from './useAppKitProvider.js'
import { useAppKitSIWX } from './useAppKitSIWX.js'
import { useAppKitState } from './useAppKitState.js'
import { useAppKitSwap } from './useAppKitSwap.js'
import { useAppKitTheme } from './useAppKitTheme.js'
import { useAppKitUpdateEmail } from './useAppKitUpdateEmail.js'
import { useAppKitWallet } from './useAppKitWallet.js'
import { useCallsStatus } from './useCallsStatus.js'
import { useDisconnect } from './useDisconnect.js'
import { useIdentity } from './useIdentity.js'
import { useNameAvailability } from './useNameAvailability.js'
import { useNameSuggestions } from './useNameSuggestions.js'
import { useProfileName } from './useProfileName.js'
import { useRegisterName } from './useRegisterName.js'
import { useSendCalls } from './useSendCalls.js'
import { useSiwxSession } from './useSiwxSession.js'
import { useWalletInfo } from './useWalletInfo.js'

// Issue 11: the provider's kit, or a `{ kit }` parameter on every hook (as wagmi's `{ config }`).
test('parameters: every hook takes { kit } and needs no provider then', () => {
  const kit = createTestKit()
  const hooks: Record<string, () => unknown> = {
    useAppKit: () => useAppKit({ kit }),
    useAppKitAccount: () => useAppKitAccount({ kit }),
    useAppKitBalance: () => useAppKitBalance({ kit }),
    useAppKitCapabilities: () => useAppKitCapabilities({ kit }),
    useAppKitConnection: () => useAppKitConnection({ kit }),
    useAppKitConnections: () => useAppKitConnections(undefined, { kit }),
    useAppKitEvents: () => useAppKitEvents({ kit }),
    useAppKitNetwork: () => useAppKitNetwork({ kit }),
    useAppKitProvider: () => useAppKitProvider('eip155', { kit }),
    useAppKitSIWX: () => useAppKitSIWX({ kit }),
    useAppKitState: () => useAppKitState({ kit }),
    useAppKitSwap: () => useAppKitSwap({ kit }),
    useAppKitTheme: () => useAppKitTheme({ kit }),
    useAppKitUpdateEmail: () => useAppKitUpdateEmail({ kit }),
    useAppKitWallet: () => useAppKitWallet({ kit }),
    useCallsStatus: () => useCallsStatus({ id: undefined, kit }),
    useDisconnect: () => useDisconnect({ kit }),
    useIdentity: () => useIdentity({ address: undefined, kit }),
    useNameAvailability: () => useNameAvailability({ name: undefined, kit }),
    useNameSuggestions: () => useNameSuggestions({ name: undefined, kit }),
    useProfileName: () => useProfileName({ name: undefined, kit }),
    useRegisterName: () => useRegisterName({ kit }),
    useSendCalls: () => useSendCalls({ kit }),
    useSiwxSession: () => useSiwxSession({ kit }),
    useWalletInfo: () => useWalletInfo({ kit }),
  }
  // No provider here: a hook that ignored `kit` would throw KitProviderNotFoundError.
  for (const [name, hook] of Object.entries(hooks)) expect(() => renderHook(hook).unmount(), name).not.toThrow()
})

test("behavior: { kit } wins over the provider's kit (two kits on one page)", async () => {
  const provided = createTestKit()
  const other = createTestKit()
  await connect(other, { connectorId: 'mock' })
  const wrapper = withKit(provided)
  expect(renderHook(() => useAppKitAccount({ kit: other }), { wrapper }).result.current).toMatchObject({ isConnected: true, address: testAddress })
  expect(renderHook(() => useAppKitAccount(), { wrapper }).result.current).toMatchObject({ isConnected: false, address: undefined })
  expect(renderHook(() => useAppKitConnections(undefined, { kit: other }), { wrapper }).result.current.connections).toHaveLength(1)
  expect(renderHook(() => useAppKitConnections(), { wrapper }).result.current.connections).toHaveLength(0)
  expect(renderHook(() => useAppKitProvider('eip155', { kit: other }), { wrapper }).result.current.walletProvider).toBeDefined()
})
