// Type-level test written from AppKit's React documentation (hooks, instance methods, return
// shapes): an AppKit app's calls type-check against Kit with only its imports changed.
import { base } from '@kit/core'
import { expectTypeOf, test } from 'vitest'
import {
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnection,
  useAppKitConnections,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useAppKitUpdateEmail,
  useAppKitWallet,
  useDisconnect,
  useWalletInfo,
} from './index.js'

test('createAppKit instance', () => {
  const modal = createAppKit({
    projectId: 'p',
    networks: [base],
    metadata: { name: 'App', description: 'd', url: 'https://example.com', icons: [] },
    features: { analytics: true, email: false, socials: false, legalCheckbox: true },
    themeMode: 'dark',
    themeVariables: { '--w3m-accent': '#000', '--w3m-border-radius-master': '2px' },
    termsConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
    allWallets: 'HIDE',
    enableWalletConnect: true,
    enableInjected: true,
    enableEIP6963: true,
    enableCoinbase: false,
    allowUnsupportedChain: false,
    chainImages: { 8453: 'https://example.com/base.png' },
    customWallets: [{ id: 'x', name: 'X', mobile_link: 'x://' }],
    debug: true,
  })
  modal.open({ view: 'Networks' })
  modal.open({ view: 'Connect', namespace: 'solana' })
  // @ts-expect-error not a view
  modal.open({ view: 'Nowhere' })
  expectTypeOf(modal.open()).toEqualTypeOf<Promise<void>>()
  expectTypeOf(modal.close()).toEqualTypeOf<Promise<void>>()
  expectTypeOf(modal.getAddress()).toEqualTypeOf<string | undefined>()
  expectTypeOf(modal.getState()).toMatchTypeOf<{ open: boolean; loading: boolean; selectedNetworkId: string | undefined }>()
  expectTypeOf(modal.subscribeState).returns.toEqualTypeOf<() => void>()
  expectTypeOf(modal.subscribeEvents).parameter(0).parameter(0).toMatchTypeOf<{ timestamp: number; data: { event: string } }>()
  expectTypeOf(modal.setThemeMode).parameter(0).toEqualTypeOf<'light' | 'dark'>()
  expectTypeOf(modal.switchNetwork(base)).toEqualTypeOf<Promise<void>>()
  expectTypeOf(modal.getWalletProvider()).toEqualTypeOf<unknown>()
  expectTypeOf(modal.disconnect()).toEqualTypeOf<Promise<void>>()
  expectTypeOf(modal.getIsConnectedState()).toEqualTypeOf<boolean>()
  expectTypeOf(modal.getChainId()).toEqualTypeOf<number | string | undefined>()
})

test('hooks', () => {
  expectTypeOf(useAppKit().open).toBeFunction()
  const account = useAppKitAccount()
  expectTypeOf(account.address).toEqualTypeOf<string | undefined>()
  expectTypeOf(account.isConnected).toEqualTypeOf<boolean>()
  expectTypeOf(account.allAccounts[0]!).toMatchTypeOf<{
    namespace: string
    address: string
    type: string
    publicKey?: string | undefined
    path?: string | undefined
  }>()
  expectTypeOf(useAppKitAccount({ namespace: 'solana' }).status).toEqualTypeOf<'disconnected' | 'connecting' | 'reconnecting' | 'connected'>()
  expectTypeOf(useAppKitNetwork().chainId).toEqualTypeOf<number | string | undefined>()
  expectTypeOf(useAppKitState().loading).toEqualTypeOf<boolean>()
  expectTypeOf(useAppKitTheme().setThemeVariables).parameter(0).toMatchTypeOf<{ '--w3m-accent'?: string | undefined }>()
  expectTypeOf(useDisconnect().disconnect).returns.toEqualTypeOf<Promise<void>>()
  expectTypeOf(useWalletInfo().walletInfo).toMatchTypeOf<{ name: string } | undefined>()
  const { fetchBalance } = useAppKitBalance()
  expectTypeOf(fetchBalance).returns.resolves.toMatchTypeOf<{ data?: { balance: string; symbol: string } | undefined; isSuccess: boolean }>()
  const { connections, recentConnections } = useAppKitConnections('eip155')
  expectTypeOf(connections[0]!).toMatchTypeOf<{ connectorId: string; accounts: readonly { address: string }[] }>()
  expectTypeOf(recentConnections).toEqualTypeOf(connections)
  const { connection, switchConnection, deleteConnection, isPending } = useAppKitConnection({ namespace: 'eip155', onSuccess() {}, onError() {} })
  expectTypeOf(connection).toMatchTypeOf<{ connectorId: string } | undefined>()
  expectTypeOf(isPending).toEqualTypeOf<boolean>()
  expectTypeOf(switchConnection).returns.toEqualTypeOf<Promise<void>>()
  expectTypeOf(deleteConnection).parameter(0).toMatchTypeOf<{ address?: string; connectorId: string }>()
  const { updateEmail, data } = useAppKitUpdateEmail({ onSuccess() {}, onError() {} })
  expectTypeOf(updateEmail).returns.toEqualTypeOf<Promise<void>>()
  expectTypeOf(data).toEqualTypeOf<{ email: string } | undefined>()
  const wallet = useAppKitWallet({ namespace: 'eip155', onSuccess() {}, onError() {} })
  wallet.connect('metamask')
  wallet.connect('walletConnect')
  wallet.connect('google', 'eip155')
  expectTypeOf(wallet.isPending).toEqualTypeOf<boolean>()
})
