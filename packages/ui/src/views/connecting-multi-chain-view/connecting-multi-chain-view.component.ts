import {
  type Connector,
  type ConnectorGroup,
  connect,
  connectWallet,
  getConnectorGroups,
  getRouter,
  type Kit,
  type Namespace,
  navigate,
  watchConnectorGroups,
  watchRouter,
} from '@kit/core'
import { KitIcon } from '../../components/icon/icon.component.js'
import { combineWatch } from '../../controllers/KitStateController.js'
import { html, nothing, repeat } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { namespaceName } from '../namespace-name.js'
import { renderNetworkImage } from '../network-image.js'
import { rowStyles } from '../row.styles.js'
import { renderThumbnail } from '../thumbnail.js'
import { thumbnailStyles, viewStyles } from '../view.styles.js'

const currentGroup = (kit: Kit): ConnectorGroup | undefined => {
  const { walletId } = getRouter(kit).data
  return getConnectorGroups(kit).find((group) => group.id === walletId)
}

/**
 * @summary ConnectingMultiChain: a wallet that works with several namespaces (EVM, Solana,
 * Bitcoin, ...) was chosen. 'All chains' (`namespace-all`) connects every one of them in one flow
 * (`connectWallet`); a namespace row (`namespace-<ns>`) connects only that one. Both continue on
 * ConnectingExternal, which shows the wallet's prompts and any refusal.
 *
 * @dependency kit-icon
 */
export class KitConnectingMultiChainView extends KitView {
  static override styles = [baseStyles, viewStyles, thumbnailStyles, rowStyles]
  static override dependencies = { 'kit-icon': KitIcon }

  private readonly group = this.select({
    get: currentGroup,
    watch: combineWatch(currentGroup, (kit, parameters) => watchConnectorGroups(kit, parameters), watchRouter),
  })

  private handleAll(group: ConnectorGroup): void {
    const kit = this.kit
    const [first] = group.connectors
    if (!kit || !first) return
    const namespaces = [...group.namespaces]
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: first.id, walletId: group.id, namespaces } })
    // The outcome arrives through kit state; the modal closes once every namespace is connected.
    connectWallet(kit, { walletId: group.id, namespaces }).catch(() => undefined)
  }

  private handleOne(connector: Connector): void {
    const kit = this.kit
    if (!kit) return
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: connector.id, namespace: connector.namespace } })
    connect(kit, { connectorId: connector.id, namespace: connector.namespace }).catch(() => undefined)
  }

  private renderNamespace(namespace: Namespace) {
    const network = this.kit?.networks.find((candidate) => candidate.chainNamespace === namespace)
    return html`${renderNetworkImage(this.kit, network ? { ...network, name: namespaceName(this.t, namespace) } : undefined, 32)}
      <span class="row-label">${namespaceName(this.t, namespace)}</span>
      <kit-icon class="row-end" name="chevron-right" size="18"></kit-icon>`
  }

  override render() {
    const group = this.group.value
    if (!group) return nothing
    return html`<div class="view" data-testid="connecting-multi-chain-view">
      <div class="status">
        ${renderThumbnail({ image: group.icon, name: group.name })}
        <div class="status-text">
          <p class="heading">${this.t('multiChain.title')}</p>
          <p class="description">${this.t('multiChain.description', { wallet: group.name })}</p>
        </div>
      </div>
      <ul class="list" aria-label=${this.t('multiChain.title')}>
        <li>
          <button type="button" class="row" data-testid="namespace-all" @click=${() => this.handleAll(group)}>
            <span class="row-icon"><kit-icon name="network" size="18"></kit-icon></span>
            <span class="row-label">${this.t('multiChain.all')}</span>
            <kit-icon class="row-end" name="chevron-right" size="18"></kit-icon>
          </button>
        </li>
        ${repeat(
          group.connectors,
          (connector) => connector.namespace,
          (connector) => html`<li>
            <button type="button" class="row" data-testid=${`namespace-${connector.namespace}`} @click=${() => this.handleOne(connector)}>
              ${this.renderNamespace(connector.namespace)}
            </button>
          </li>`,
        )}
      </ul>
    </div>`
  }
}
