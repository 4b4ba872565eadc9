import {
  type Connection,
  connectEmail,
  connectSocial,
  disconnect,
  getAccount,
  getConnections,
  getConnectors,
  getReconnectFlow,
  type Kit,
  MultiWalletNotEnabledError,
  navigate,
  openSocialPopup,
  requireMultiWallet,
  showToast,
  switchConnection,
  watchAccount,
  watchConnections,
  watchConnectors,
} from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { truncateAddress } from '../../internal/format.js'
import { html, nothing, state } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { renderNamedImage } from '../named-image.js'
import { rowStyles } from '../row.styles.js'
import { viewStyles } from '../view.styles.js'
import styles from './profile-wallets-view.styles.js'

/** One listed connection, with its wallet's name and icon. */
type Entry = { connection: Connection; name: string; icon: string | undefined }

const rank = { active: 0, connected: 1, disconnected: 2 } as const

/**
 * @summary ProfileWallets (docs/rules/screens.md): the wallets of the profile in the active namespace,
 * the active one first. Each shows its icon, name and address; a connected wallet can be made
 * active (no prompt), a disconnected one reconnects through its own flow (a WalletConnect wallet
 * with a new QR code, the embedded wallet with an email code or its social login popup, another
 * wallet with its own prompt; the list shows again once it is back), and each can be disconnected. "Add wallet" opens Connect. With the multi-wallet feature off, switching and
 * adding raise 'Multi-wallet not enabled' (docs/rules/errors.md).
 *
 * @dependency kit-button
 * @dependency kit-icon
 * @dependency kit-spinner
 */
export class KitProfileWalletsView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, styles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon, 'kit-spinner': KitSpinner }

  private readonly account = this.select({ get: (kit) => getAccount(kit), watch: watchAccount })
  private readonly connections = this.select({ get: (kit) => getConnections(kit), watch: watchConnections })
  private readonly connectors = this.select({ get: (kit) => getConnectors(kit), watch: watchConnectors })

  /** The connector a switch or disconnect is running for. */
  @state() private busy: string | undefined

  private entries(): Entry[] {
    const namespace = this.account.value?.namespace
    const connectors = this.connectors.value ?? []
    return (this.connections.value?.connections ?? [])
      .filter((connection) => connection.namespace === namespace)
      .map((connection) => {
        const connector = connectors.find(
          (item) => item.connector.id === connection.connectorId && item.connector.namespace === connection.namespace,
        )?.connector
        return { connection, name: connector?.name ?? connection.connectorId, icon: connector?.icon }
      })
      .sort((a, b) => rank[a.connection.status] - rank[b.connection.status])
  }

  private async run(kit: Kit, connectorId: string, action: () => Promise<unknown>): Promise<void> {
    if (this.busy) return
    this.busy = connectorId
    try {
      await action()
    } catch (error) {
      // 'Multi-wallet not enabled' is an alert of its own; other failures become a toast.
      if (!(error instanceof MultiWalletNotEnabledError))
        showToast(kit, { variant: 'error', message: (error as { shortMessage?: string }).shortMessage ?? this.t('profileWallets.switchFailed') })
    } finally {
      this.busy = undefined
    }
  }

  private handleSwitch(connection: Connection): void {
    const kit = this.kit
    if (!kit) return
    if (connection.status === 'disconnected') this.reconnect(kit, connection)
    else void this.run(kit, connection.connectorId, () => switchConnection(kit, { namespace: connection.namespace, connectorId: connection.connectorId }))
  }

  /** A remembered wallet back through the flow of its kind (getReconnectFlow). */
  private reconnect(kit: Kit, connection: Connection): void {
    if (this.busy) return
    // Without the feature a second wallet would replace the active one: the alert says so instead.
    try {
      requireMultiWallet(kit)
    } catch {
      return
    }
    const { namespace, connectorId } = connection
    const flow = getReconnectFlow(kit, connection)
    if (flow.type === 'walletConnect') navigate(kit, { view: 'ConnectingWalletConnect', data: { connectorId, namespace } })
    else if (flow.type === 'farcaster') navigate(kit, { view: 'ConnectingFarcaster' })
    else if (flow.type === 'social') {
      // Opened in the click itself: a popup opened after an await is blocked.
      const popup = openSocialPopup()
      navigate(kit, { view: 'ConnectingSocial' })
      connectSocial(kit, { provider: flow.provider, popup }).catch(() => undefined)
    } else if (flow.type === 'email') {
      const email = flow.email
      // Only the login method survives a reload: the Connect view's email field asks for the address.
      if (!email) navigate(kit, { view: 'Connect' })
      else
        void this.run(kit, connectorId, async () => {
          const { action } = await connectEmail(kit, { email })
          // CONNECT: still signed in on this device; the list shows it active.
          if (action !== 'CONNECT') navigate(kit, { view: 'EmailLogin' })
        })
    } else void this.run(kit, connectorId, () => switchConnection(kit, { namespace, connectorId }))
  }

  private handleDisconnect(connection: Connection): void {
    const kit = this.kit
    if (!kit) return
    void this.run(kit, connection.connectorId, () => disconnect(kit, { namespace: connection.namespace, connectorId: connection.connectorId }))
  }

  private handleAdd(): void {
    const kit = this.kit
    if (!kit) return
    // Without the feature a second wallet would replace this one: say so (the alert) instead.
    try {
      requireMultiWallet(kit)
    } catch {
      return
    }
    navigate(kit, { view: 'Connect' })
  }

  private renderEntry({ connection, name, icon }: Entry) {
    const { connectorId, status } = connection
    const address = connection.accounts[0]?.address
    const busy = this.busy === connectorId
    return html`<li class="wallet" data-testid=${`profile-wallet-${connectorId}`} data-status=${status}>
      ${renderNamedImage(name, icon, 36, { scale: 0.4 })}
      <div class="identity">
        <p class="name">${name}</p>
        ${
          address
            ? html`<p class="address" dir="ltr" title=${address} data-testid=${`profile-wallet-address-${connectorId}`}>
              ${truncateAddress(address)}
            </p>`
            : nothing
        }
      </div>
      ${
        status === 'active'
          ? html`<span class="badge" data-testid=${`profile-wallet-active-${connectorId}`}>${this.t('profileWallets.active')}</span>`
          : html`<kit-button
            size="sm"
            variant="secondary"
            testid=${`profile-wallet-switch-${connectorId}`}
            ?loading=${busy}
            ?disabled=${Boolean(this.busy) && !busy}
            @click=${() => this.handleSwitch(connection)}
            >${status === 'disconnected' ? this.t('profileWallets.reconnect') : this.t('profileWallets.switch')}<span
              class="visually-hidden"
              >${name}</span
            ></kit-button
          >`
      }
      <button
        type="button"
        class="icon-button"
        data-testid=${`profile-wallet-disconnect-${connectorId}`}
        aria-label=${`${this.t('profileWallets.disconnect')} ${name}`}
        ?disabled=${Boolean(this.busy)}
        @click=${() => this.handleDisconnect(connection)}
      >
        <kit-icon name="disconnect" size="16"></kit-icon>
      </button>
    </li>`
  }

  override render() {
    const entries = this.entries()
    return html`<div class="view" data-testid="profile-wallets-view">
      ${
        entries.length
          ? html`<ul class="wallets" aria-label=${this.t('profileWallets.title')}>
            ${entries.map((entry) => this.renderEntry(entry))}
          </ul>`
          : html`<p class="empty" data-testid="profile-wallets-empty">${this.t('profileWallets.empty')}</p>`
      }
      <button type="button" class="row" data-testid="profile-wallets-add" @click=${this.handleAdd}>
        <span class="row-icon"><kit-icon name="wallet" size="18"></kit-icon></span>
        <span class="row-label">${this.t('profileWallets.addWallet')}</span>
        <kit-icon class="row-end" name="chevron-right" size="18"></kit-icon>
      </button>
    </div>`
  }
}
