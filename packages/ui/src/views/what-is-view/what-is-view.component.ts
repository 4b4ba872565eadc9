import { emitEvent, navigate } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import type { MessageKey } from '../../i18n/en.js'
import type { IconName } from '../../icons/icons.js'
import { html } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'
import styles from './what-is-view.styles.js'

type Point = { icon: IconName; title: MessageKey; text: MessageKey }

/** Shared by WhatIsAWallet and WhatIsANetwork: three explained points and an optional action. */
abstract class KitExplainerView extends KitView {
  static override styles = [baseStyles, viewStyles, styles]
  static override dependencies = { 'kit-icon': KitIcon, 'kit-button': KitButton }

  protected abstract readonly testid: string
  protected abstract readonly points: readonly Point[]
  protected renderAction(): unknown {
    return null
  }

  override render() {
    /** `t` for keys chosen at run time (these texts have no placeholders). */
    const translate = this.t as (key: MessageKey) => string
    return html`<div class="view" data-testid=${this.testid}>
      <ul class="points">
        ${this.points.map(
          (point) => html`<li class="point">
            <span class="point-icon"><kit-icon name=${point.icon} size="20"></kit-icon></span>
            <div>
              <p class="point-title">${translate(point.title)}</p>
              <p class="point-text">${translate(point.text)}</p>
            </div>
          </li>`,
        )}
      </ul>
      ${this.renderAction()}
    </div>`
  }
}

/**
 * @summary WhatIsAWallet: what a wallet is, in three points, and "Get a wallet" (the catalogue's
 * All Wallets, when the kit has one).
 */
export class KitWhatIsAWalletView extends KitExplainerView {
  protected readonly testid = 'what-is-a-wallet-view'
  protected readonly points: readonly Point[] = [
    { icon: 'network', title: 'explain.walletDigitalTitle', text: 'explain.walletDigitalText' },
    { icon: 'wallet', title: 'explain.walletHomeTitle', text: 'explain.walletHomeText' },
    { icon: 'search', title: 'explain.walletDiscoverTitle', text: 'explain.walletDiscoverText' },
  ]

  protected override renderAction() {
    const kit = this.kit
    if (!kit?.api) return null
    return html`<kit-button variant="primary" testid="what-is-a-wallet-get" @click=${() => {
      navigate(kit, { view: 'AllWallets' })
      emitEvent(kit, 'CLICK_GET_WALLET')
    }}
      >${this.t('explain.getWallet')}</kit-button
    >`
  }
}

/** @summary WhatIsANetwork: what a network is, in two points. */
export class KitWhatIsANetworkView extends KitExplainerView {
  protected readonly testid = 'what-is-a-network-view'
  protected readonly points: readonly Point[] = [
    { icon: 'network', title: 'explain.networkTransactTitle', text: 'explain.networkTransactText' },
    { icon: 'info', title: 'explain.networkSecureTitle', text: 'explain.networkSecureText' },
  ]
}
