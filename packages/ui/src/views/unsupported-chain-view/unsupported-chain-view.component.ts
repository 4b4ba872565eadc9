import { getNetwork, getNetworkImage, navigate, watchNetwork } from '@kit/core'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitNetworkItem } from '../../components/network-item/network-item.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { html, repeat } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { DisconnectRow } from '../disconnect-row.js'
import { KitView } from '../kit-view.js'
import { rowStyles } from '../row.styles.js'
import { viewStyles } from '../view.styles.js'
import styles from './unsupported-chain-view.styles.js'

/**
 * @summary UnsupportedChain: the wallet sits on a network the app does not support. It explains,
 * lists the app's networks of that namespace (a choice opens SwitchNetwork) and offers
 * Disconnect.
 *
 * @dependency kit-network-item
 * @dependency kit-icon
 * @dependency kit-spinner
 */
export class KitUnsupportedChainView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, styles]
  static override dependencies = { 'kit-network-item': KitNetworkItem, 'kit-icon': KitIcon, 'kit-spinner': KitSpinner }

  private readonly network = this.select({ get: (kit) => getNetwork(kit), watch: watchNetwork })

  readonly #disconnectRow = new DisconnectRow(this)

  override render() {
    const kit = this.kit
    const namespace = this.network.value?.namespace
    const networks = (kit?.networks ?? []).filter((network) => !namespace || network.chainNamespace === namespace)
    return html`<div class="view" data-testid="unsupported-chain-view">
      <div class="notice" role="alert">
        <span class="notice-icon"><kit-icon name="warning" size="20"></kit-icon></span>
        <p class="description">${this.t('network.unsupportedDescription')}</p>
      </div>
      <p class="section-title">${this.t('network.switchToSupported')}</p>
      <ul class="list" data-testid="network-list" aria-label=${this.t('network.switchToSupported')}>
        ${repeat(
          networks,
          (network) => network.caipNetworkId,
          (network) => html`<li>
            <kit-network-item
              .name=${network.name}
              .image=${(this.kit && getNetworkImage(this.kit, network)) ?? ''}
              .caption=${network.testnet ? this.t('network.testnet') : ''}
              .testid=${`network-item-${network.caipNetworkId}`}
              @click=${() => kit && navigate(kit, { view: 'SwitchNetwork', data: { networkId: network.caipNetworkId } })}
            ></kit-network-item>
          </li>`,
        )}
      </ul>
      <div class="separator" role="presentation"></div>
      ${this.#disconnectRow.render(this.t)}
    </div>`
  }
}
