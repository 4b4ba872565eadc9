import type { Kit } from '@kit/core'
import { AppKitAccountButton } from '../components/AppKitAccountButton.js'
import { AppKitButton } from '../components/AppKitButton.js'
import { AppKitConnectButton } from '../components/AppKitConnectButton.js'
import { AppKitNetworkButton } from '../components/AppKitNetworkButton.js'
import { AppKitProvider } from '../components/AppKitProvider.js'
import { useAppKit } from '../hooks/useAppKit.js'
import { useAppKitAccount } from '../hooks/useAppKitAccount.js'
import { useAppKitEvents } from '../hooks/useAppKitEvents.js'
import { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
import { useAppKitProvider } from '../hooks/useAppKitProvider.js'
import { useAppKitState } from '../hooks/useAppKitState.js'
import { useAppKitTheme } from '../hooks/useAppKitTheme.js'
import { useDisconnect } from '../hooks/useDisconnect.js'
import { useKit } from '../hooks/useKit.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'

/** Every hook and component of @kit/react, rendering what it reads. */
function Everything({ showProject = true }: { showProject?: boolean }) {
  const kit = useKit()
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const { walletProviderType } = useAppKitProvider('eip155')
  const { disconnect } = useDisconnect()
  const { walletInfo } = useWalletInfo()
  const theme = useAppKitTheme()
  const event = useAppKitEvents()
  return (
    <main>
      {showProject && <p id="project">{kit.options.projectId}</p>}
      <p id="account">
        {account.status}:{account.address ?? 'none'}:{String(account.isConnected)}
      </p>
      <p id="network">
        {network.caipNetworkId}:{String(network.chainId)}:{network.caipNetwork?.name}
      </p>
      <p id="state">
        {String(state.open)}:{String(state.initialized)}:{state.activeChain}:{state.selectedNetworkId}
      </p>
      <p id="provider">{walletProviderType ?? 'none'}</p>
      <p id="wallet">{walletInfo?.name ?? 'none'}</p>
      <p id="theme">{theme.themeMode}</p>
      <p id="event">
        {event.data.event}@{event.timestamp}
      </p>
      <button type="button" onClick={() => void open()}>
        open
      </button>
      <button type="button" onClick={() => void disconnect()}>
        disconnect
      </button>
      <AppKitButton label="Connect" size="md" balance="show" />
      <AppKitConnectButton label="Connect wallet" size="sm" />
      <AppKitAccountButton balance="hide" disabled />
      <AppKitNetworkButton disabled={false} />
    </main>
  )
}

export function SsrApp({ kit }: { kit: Kit }) {
  return (
    <AppKitProvider kit={kit}>
      <Everything />
    </AppKitProvider>
  )
}

/**
 * The same tree with no provider, as an app written for AppKit has it: the hooks find the kit
 * `createAppKit` made in the page, or on a server render the starting state. The project id is
 * left out: it is the one thing that differs (a neutral kit has none of the app's options).
 */
export function SsrAppWithoutProvider() {
  return <Everything showProject={false} />
}
