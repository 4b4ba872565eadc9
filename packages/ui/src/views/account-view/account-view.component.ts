import {
  authConnectorId,
  emitEvent,
  getAccount,
  getFeatures,
  getNetwork,
  navigate,
  setPreferredAccountType,
  showToast,
  watchAccount,
  watchNetwork,
} from '@kit/core'
import { KitAvatar } from '../../components/avatar/avatar.component.js'
import { KitCopyButton } from '../../components/copy-button/copy-button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSkeleton } from '../../components/skeleton/skeleton.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { formatBalance, truncateAddress } from '../../internal/format.js'
import { html, nothing, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { DisconnectRow } from '../disconnect-row.js'
import { KitView } from '../kit-view.js'
import { renderNetworkImage } from '../network-image.js'
import { rowStyles } from '../row.styles.js'
import { viewStyles } from '../view.styles.js'
import { renderAccountActions } from './account-actions.js'
import styles from './account-view.styles.js'

type AccountValue = ReturnType<typeof getAccount>

/**
 * @summary The Account view: avatar, address with a copy button, the native balance (3 decimals,
 * truncated), a link to the block explorer, the network row (opens Networks) and Disconnect.
 *
 * @dependency kit-avatar
 * @dependency kit-copy-button
 * @dependency kit-icon
 * @dependency kit-skeleton
 * @dependency kit-spinner
 */
export class KitAccountView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, styles, reducedMotionStyles]
  static override dependencies = {
    'kit-avatar': KitAvatar,
    'kit-copy-button': KitCopyButton,
    'kit-icon': KitIcon,
    'kit-skeleton': KitSkeleton,
    'kit-spinner': KitSpinner,
  }

  private readonly account = this.select({ get: (kit) => getAccount(kit), watch: watchAccount })
  private readonly network = this.select({ get: (kit) => getNetwork(kit), watch: watchNetwork })

  readonly #disconnectRow = new DisconnectRow(this)
  @state() private switchingType = false

  private handleCopied(): void {
    if (this.kit) showToast(this.kit, { variant: 'success', message: this.t('account.addressCopied') })
  }

  /** eoa ⇄ smartAccount (docs/rules/states.md: core checks the rules; a failure leaves eoa and says why). */
  private async handleAccountType(): Promise<void> {
    const kit = this.kit
    if (!kit || this.switchingType) return
    this.switchingType = true
    try {
      await setPreferredAccountType(kit, { type: this.account.value?.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount' })
    } catch (error) {
      showToast(kit, { variant: 'error', message: (error as { shortMessage?: string }).shortMessage ?? this.t('account.typeSwitchFailed') })
    } finally {
      this.switchingType = false
    }
  }

  /** Multi-wallet: the profile's wallets (ProfileWallets). */
  private handleWallets(): void {
    if (this.kit) navigate(this.kit, { view: 'ProfileWallets' })
  }

  private handleNetworks(): void {
    if (!this.kit) return
    navigate(this.kit, { view: 'Networks' })
    emitEvent(this.kit, 'CLICK_NETWORKS')
  }

  private renderBalance() {
    const account = this.account.value
    if (!account) return nothing
    if (account.balance === undefined && account.balanceLoading)
      return html`<kit-skeleton width="96" height="20" testid="account-balance-skeleton"></kit-skeleton>`
    const symbol = account.balanceSymbol ?? this.network.value?.caipNetwork?.nativeCurrency.symbol ?? ''
    return html`<p class="balance" data-testid="account-balance" dir="ltr">
      ${formatBalance(account.balance, 3, this.t('format.locale'))}${symbol ? html` <span class="symbol">${symbol}</span>` : nothing}
    </p>`
  }

  override render() {
    const account = this.account.value
    if (!account?.address) return nothing
    const network = this.network.value
    return html`<div class="view" data-testid="account-view">
      ${this.renderProfile(account, account.address)}
      ${renderAccountActions(this.t, this.kit, network?.caipNetwork?.chainNamespace ?? account.caipAddress?.split(':')[0])}
      <div class="list">
        ${this.renderEmbeddedWalletRows(account)} ${this.renderRegisterNameRow(account)} ${this.renderNetworkRow()}
        ${
          this.kit && getFeatures(this.kit).multiWallet
            ? html`<button type="button" class="row" data-testid="account-wallets" @click=${this.handleWallets}>
              <span class="row-icon"><kit-icon name="wallet" size="18"></kit-icon></span>
              <span class="row-label">${this.t('profileWallets.title')}</span>
              <kit-icon class="row-end" name="chevron-right" size="18"></kit-icon>
            </button>`
            : nothing
        }
        ${this.#disconnectRow.render(this.t)}
      </div>
      ${this.kit?.api ? html`<kit-account-tabs></kit-account-tabs>` : nothing}
    </div>`
  }

  /** Avatar, name or address with its copy button, balance and the explorer link. */
  private renderProfile(account: AccountValue, address: string) {
    const explorer = this.network.value?.caipNetwork?.blockExplorers?.default.url
    return html`<div class="profile">
      <kit-avatar address=${address} src=${account.profileImage ?? ''} size="72"></kit-avatar>
      <div class="identity">
        <p class="address" data-testid="account-address" title=${address} dir=${account.profileName ? 'auto' : 'ltr'}>
          ${account.profileName ?? truncateAddress(address)}
        </p>
        <kit-copy-button .copiedLabel=${this.t('common.copied')}
          .value=${address}
          .label=${this.t('account.copyAddress')}
          testid="account-copy"
          @kit-copy=${this.handleCopied}
        ></kit-copy-button>
      </div>
      ${this.renderBalance()}
      ${
        explorer
          ? html`<a
            class="explorer"
            href=${`${explorer.replace(/\/$/, '')}/address/${address}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="account-explorer"
            >${this.t('account.viewOnExplorer')}<kit-icon name="external-link" size="14"></kit-icon
            ><span class="visually-hidden">${this.t('common.openInNewTab')}</span></a
          >`
          : nothing
      }
    </div>`
  }

  /** The embedded (email or social) wallet's rows: its email (opens UpdateEmailWallet) and the eoa ⇄ smartAccount toggle. */
  private renderEmbeddedWalletRows(account: AccountValue) {
    if (account.connectorId !== authConnectorId) return nothing
    const smart = account.preferredAccountType === 'smartAccount'
    return html`${
      account.user?.email
        ? html`<button type="button" class="row" data-testid="update-email" @click=${() => this.kit && navigate(this.kit, { view: 'UpdateEmailWallet' })}>
          <span class="row-icon"><kit-icon name="mail" size="18"></kit-icon></span>
          <span class="row-label" data-testid="account-email" title=${account.user.email}>${account.user.email}</span>
          <span class="visually-hidden">${this.t('email.update')}</span>
          <kit-icon class="row-end" name="chevron-right" size="18"></kit-icon>
        </button>`
        : nothing
    }
    ${
      account.namespace === 'eip155'
        ? html`<button
          type="button"
          class="row"
          data-testid="account-type-toggle"
          title=${this.t('account.typeSwitch')}
          aria-busy=${this.switchingType ? 'true' : 'false'}
          @click=${this.handleAccountType}
        >
          <span class="row-icon"><kit-icon name="wallet" size="18"></kit-icon></span>
          <span class="row-label" data-testid="account-type" data-type=${account.preferredAccountType ?? 'eoa'}
            >${this.t(smart ? 'account.typeSmart' : 'account.typeEoa')}</span
          >
          <span class="visually-hidden">${this.t(smart ? 'account.switchToEoa' : 'account.switchToSmart')}</span>
          ${this.switchingType ? html`<kit-spinner class="row-end" size="18"></kit-spinner>` : nothing}
        </button>`
        : nothing
    }`
  }

  /** RegisterAccountName, for an EVM account without a name (the names call needs the Kit API). */
  private renderRegisterNameRow(account: AccountValue) {
    if (!this.kit?.api || account.profileName || !account.caipAddress?.startsWith('eip155:')) return nothing
    return html`<button type="button" class="row" data-testid="account-register-name" @click=${() => this.kit && navigate(this.kit, { view: 'RegisterAccountName' })}>
      <span class="row-icon"><kit-icon name="wallet" size="18"></kit-icon></span>
      <span class="row-label">${this.t('names.title')}</span>
      <kit-icon class="row-end" name="chevron-right" size="18"></kit-icon>
    </button>`
  }

  /** The network row (opens Networks); a warning when the wallet is on a network the app does not support. */
  private renderNetworkRow() {
    const network = this.network.value
    const unsupported = network?.isSupported === false
    return html`<button type="button" class="row ${unsupported ? 'warning' : ''}" data-testid="account-network" @click=${this.handleNetworks}>
      ${unsupported ? html`<span class="row-icon warning"><kit-icon name="warning" size="18"></kit-icon></span>` : renderNetworkImage(this.kit, network?.caipNetwork, 32)}
      <span class="row-label">${network?.caipNetwork?.name ?? this.t('network.unsupported')}</span>
      <kit-icon class="row-end" name="chevron-right" size="18"></kit-icon>
    </button>`
  }
}
