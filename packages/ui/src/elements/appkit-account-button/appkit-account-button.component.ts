import { getAccount, getNetwork, getNetworkImage, type Namespace, open, watchAccount, watchNetwork } from '@kit/core'
import { KitChipButton } from '../../components/chip-button/chip-button.component.js'
import { formatBalance } from '../../internal/format.js'
import { html, nothing, property } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { AppKitElement } from '../appkit-element.js'
import { chipSizeStyles } from '../chip-size.styles.js'

/**
 * @summary The connected account: network image, balance (3 decimals, truncated), avatar and
 * truncated address. Opens the modal on Account.
 *
 * @dependency kit-chip-button
 *
 * @csspart button - The chip (its inner `<button>` has `data-testid="account-button"`).
 */
export class AppKitAccountButton extends AppKitElement {
  static override styles = [baseStyles, chipSizeStyles]
  static override dependencies = { 'kit-chip-button': KitChipButton }

  /** `md` (40 px) or `sm` (32 px). */
  @property({ reflect: true }) size: 'md' | 'sm' = 'md'

  /** `hide` leaves the balance out. */
  @property() balance: 'show' | 'hide' = 'show'

  /** Disables the button. */
  @property({ type: Boolean, reflect: true }) disabled = false

  /** Show and open for this namespace only (`eip155`, `solana`, `bip122`); the active one by default. */
  @property({ reflect: true }) namespace: Namespace | '' = ''

  private readonly account = this.select({
    get: (kit) => getAccount(kit, { namespace: this.namespace || undefined }),
    watch: (kit, parameters) => watchAccount(kit, { ...parameters, namespace: this.namespace || undefined }),
  })
  private readonly network = this.select({
    get: (kit) => getNetwork(kit, { namespace: this.namespace || undefined }),
    watch: (kit, parameters) => watchNetwork(kit, { ...parameters, namespace: this.namespace || undefined }),
  })

  private handleClick(): void {
    const kit = this.resolvedKit
    if (kit) open(kit, { view: 'Account', namespace: this.namespace || undefined })
  }

  override render() {
    const account = this.account.value
    if (!account?.address) return nothing
    const network = this.network.value?.caipNetwork
    const symbol = account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''
    const showBalance = this.balance !== 'hide' && !(account.balance === undefined && account.balanceLoading)
    return html`<kit-chip-button
      part="button"
      testid="account-button"
      .address=${account.address}
      .balance=${showBalance ? `${formatBalance(account.balance, 3, this.t('format.locale'))} ${symbol}`.trim() : ''}
      .icon=${(this.resolvedKit ? getNetworkImage(this.resolvedKit, network) : network?.assets?.imageUrl) ?? ''}
      .avatarSrc=${account.profileImage ?? ''}
      .profileName=${account.profileName ?? ''}
      .disabled=${this.disabled}
      @click=${this.handleClick}
    ></kit-chip-button>`
  }
}
