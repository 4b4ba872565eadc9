import { getNetworkImage, getRouter, navigate, watchRouter } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { html, nothing } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { namespaceName } from '../namespace-name.js'
import { renderThumbnail } from '../thumbnail.js'
import { thumbnailStyles, viewStyles } from '../view.styles.js'

/**
 * @summary SwitchActiveChain: the network chosen in Networks (`data.networkId`) belongs to a
 * namespace with no connected wallet. It says so and offers to connect one: Connect, listing only
 * that namespace's wallets, connecting on that network. The other namespaces stay as they are.
 *
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitSwitchActiveChainView extends KitView {
  static override styles = [baseStyles, viewStyles, thumbnailStyles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly router = this.select({ get: getRouter, watch: watchRouter })

  private handleConnect(): void {
    const kit = this.kit
    const networkId = this.router.value?.data.networkId
    const network = kit?.networks.find((candidate) => candidate.caipNetworkId === networkId)
    if (!kit || !network) return
    navigate(kit, { view: 'Connect', data: { namespace: network.chainNamespace, networkId: network.caipNetworkId } })
  }

  override render() {
    const networkId = this.router.value?.data.networkId
    const network = this.kit?.networks.find((candidate) => candidate.caipNetworkId === networkId)
    if (!network) return nothing
    return html`<div class="status" data-testid="switch-active-chain-view">
      ${renderThumbnail({ image: this.kit ? getNetworkImage(this.kit, network) : undefined, name: network.name, round: true })}
      <div class="status-text">
        <p class="heading">${this.t('network.switchActiveChain', { network: network.name })}</p>
        <p class="description">
          ${this.t('network.connectForChain', { namespace: namespaceName(this.t, network.chainNamespace), network: network.name })}
        </p>
      </div>
      <div class="actions">
        <kit-button variant="primary" size="md" pill testid="switch-active-chain-connect" @click=${this.handleConnect}>
          <kit-icon slot="prefix" name="wallet" size="16"></kit-icon>${this.t('network.connectWallet')}
        </kit-button>
      </div>
    </div>`
  }
}
