import {
  type CaipNetworkId,
  connect,
  connectWallet,
  getConnections,
  getConnectorGroups,
  getConnectors,
  getRouter,
  watchConnections,
  watchConnectors,
  watchRouter,
} from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { html, nothing } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { renderThumbnail } from '../thumbnail.js'
import { thumbnailStyles, viewStyles } from '../view.styles.js'

/**
 * @summary ConnectingExternal: the chosen wallet's icon inside a progress ring while the wallet
 * asks its user; 'Connection rejected' or 'Failed to connect' (with the details line) and a
 * retry button when it did not work. The modal closes itself once the connection succeeds.
 *
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitConnectingExternalView extends KitView {
  static override styles = [baseStyles, viewStyles, thumbnailStyles, reducedMotionStyles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly router = this.select({ get: getRouter, watch: watchRouter })
  private readonly connectors = this.select({ get: (kit) => getConnectors(kit), watch: watchConnectors })
  private readonly connections = this.select({ get: getConnections, watch: watchConnections })

  private get connectorId(): string | undefined {
    return this.router.value?.data.connectorId
  }

  private handleRetry(): void {
    const kit = this.kit
    const connectorId = this.connectorId
    const data = this.router.value?.data
    if (!kit || !connectorId) return
    // The outcome arrives through kit state, like the first attempt. A multi-namespace wallet
    // asks again for the namespaces not connected yet.
    if (data?.walletId && data.namespaces) {
      connectWallet(kit, { walletId: data.walletId, namespaces: data.namespaces }).catch(() => undefined)
      return
    }
    const networkId = data?.networkId as CaipNetworkId | undefined
    connect(kit, { connectorId, namespace: data?.namespace, networkId }).catch(() => undefined)
  }

  override render() {
    const connectorId = this.connectorId
    const walletId = this.router.value?.data.walletId
    // A multi-namespace wallet connecting: its error may come from any of its connectors.
    const group = walletId && this.kit ? getConnectorGroups(this.kit).find((candidate) => candidate.id === walletId) : undefined
    const connector = this.connectors.value?.find((item) => item.connector.id === connectorId)?.connector
    const name = group?.name ?? connector?.name ?? connectorId ?? ''
    const connections = this.connections.value
    const ids = group ? group.connectors.map((candidate) => candidate.id) : [connectorId]
    const error = connections?.status !== 'connecting' && ids.includes(connections?.error?.connectorId) ? connections?.error : undefined
    const details = error && !error.rejected ? error.details : undefined
    return html`<div class="status" data-testid="connecting-external-view" aria-live="polite">
      ${renderThumbnail({ image: group?.icon ?? connector?.icon, name, pending: !error, failed: Boolean(error) })}
      <div class="status-text">
        ${
          error
            ? html`<p class="heading error" data-testid="connecting-error" role="alert">
                ${error.rejected ? this.t('connecting.rejected') : this.t('connecting.failed')}
              </p>
              ${
                error.rejected
                  ? html`<p class="description">${this.t('connecting.declinedHint')}</p>`
                  : details
                    ? html`<p class="details" data-testid="connecting-error-details">${details}</p>`
                    : nothing
              }`
            : html`<p class="heading" data-testid="connecting-title">${this.t('connecting.continueIn', { wallet: name })}</p>
              <p class="description">${this.t('connecting.acceptRequest')}</p>`
        }
      </div>
      ${
        error
          ? html`<div class="actions">
            <kit-button variant="secondary" size="md" pill testid="connecting-retry" @click=${this.handleRetry}>
              <kit-icon slot="prefix" name="refresh" size="16"></kit-icon>${this.t('common.tryAgain')}
            </kit-button>
          </div>`
          : nothing
      }
    </div>`
  }
}
