import {
  type ConnectorGroup,
  ConnectorNotFoundError,
  type ConnectReturnType,
  connect,
  connectSocial,
  defaultSocials,
  getConnectorGroups,
  type Kit,
  type Namespace,
  open,
  type SocialProvider,
} from '@kit/core'

/** AppKit's wallet-button names: a wallet (`metamask`, an rdns, a connector id), `walletConnect`, or a social provider. */
export type NamedWallet = 'walletConnect' | SocialProvider | (string & {})

export type ConnectNamedWalletParameters = {
  wallet: NamedWallet
  namespace?: Namespace | undefined
  /** For a social provider: the popup opened synchronously in the click handler (`openSocialPopup()`). */
  popup?: Window | null | undefined
}

const normalise = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** The installed wallet a name means: its id, rdns (or rdns' last part) or name, case- and punctuation-insensitively. */
export function findNamedWallet(groups: readonly ConnectorGroup[], wallet: string): ConnectorGroup | undefined {
  const wanted = normalise(wallet)
  return groups.find((group) => {
    if (group.type === 'walletConnect') return false
    const rdns = group.rdns?.toLowerCase()
    return (
      normalise(group.id) === wanted ||
      normalise(group.name) === wanted ||
      (rdns !== undefined && (normalise(rdns) === wanted || normalise(rdns.split('.').at(-1) ?? '') === wanted))
    )
  })
}

/**
 * AppKit's headless connect to a named wallet (`<appkit-wallet-button>`, `useAppKitWallet`):
 * an installed wallet connects at once without the modal; `walletConnect` opens the modal on its
 * QR code; a social provider starts that login. A wallet that is not installed pairs over
 * WalletConnect (the modal shows the QR code with its name). Resolves once connected.
 */
export async function connectNamedWallet(kit: Kit, { wallet, namespace, popup }: ConnectNamedWalletParameters): Promise<ConnectReturnType | undefined> {
  if (wallet === 'farcaster') {
    open(kit, { view: 'ConnectingFarcaster' })
    return undefined
  }
  if ((defaultSocials as readonly string[]).includes(wallet)) {
    await connectSocial(kit, { provider: wallet as Exclude<SocialProvider, 'farcaster'>, popup })
    return undefined
  }
  const groups = getConnectorGroups(kit, { namespace })
  const installed = wallet === 'walletConnect' ? undefined : findNamedWallet(groups, wallet)
  if (installed) {
    const connector =
      installed.connectors.find((candidate) => candidate.namespace === (namespace ?? kit._internal.state.chains.activeNamespace)) ?? installed.connectors[0]!
    return connect(kit, { connectorId: connector.id, namespace: connector.namespace })
  }
  const walletConnect = groups.find((group) => group.type === 'walletConnect')?.connectors[0]
  if (!walletConnect) throw new ConnectorNotFoundError({ connectorId: wallet })
  open(kit, {
    view: 'ConnectingWalletConnect',
    namespace: walletConnect.namespace,
    data: {
      connectorId: walletConnect.id,
      namespace: walletConnect.namespace,
      ...(wallet === 'walletConnect' ? {} : { walletName: wallet }),
    },
  })
  return connect(kit, { connectorId: walletConnect.id, namespace: walletConnect.namespace })
}
