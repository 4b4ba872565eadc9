import { type Connector, type ConnectorItem, connect, getConnectors, getModalState, navigate, watchConnectors, watchModalState } from '@kit/core'
import { html } from 'lit'
import { repeat } from 'lit/directives/repeat.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitSkeleton } from '../../components/skeleton/skeleton.component.js'
import { KitWalletItem } from '../../components/wallet-item/wallet-item.component.js'
import type { WalletItemTagVariant } from '../../components/wallet-item/wallet-item.component.js'
import { t } from '../../i18n/translate.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { viewStyles } from '../view.styles.js'
import styles from './connect-view.styles.js'

/** `data-testid` of a wallet row: the EIP-6963 rdns, `injected` for the legacy provider, else the id. */
export function walletTestId(connector: Connector): string {
  if (connector.rdns) return `wallet-item-${connector.rdns}`
  return `wallet-item-${connector.id}`
}

function walletTag({ connector, recent }: ConnectorItem): { tag: string; variant: WalletItemTagVariant } {
  if (recent) return { tag: t('connect.recent'), variant: 'accent' }
  if (connector.type === 'walletConnect') return { tag: t('connect.qrCode'), variant: 'accent' }
  if (connector.type === 'injected') return { tag: t('connect.installed'), variant: 'success' }
  return { tag: '', variant: 'neutral' }
}

/**
 * @summary The Connect view: every wallet the kit's adapters found, in the order of SPEC
 * section 9 (recent ones tagged). Choosing one opens ConnectingExternal and starts `connect`.
 *
 * @dependency kit-wallet-item
 * @dependency kit-skeleton
 * @dependency kit-icon
 */
export class KitConnectView extends KitView {
  static override styles = [baseStyles, viewStyles, styles]
  static override dependencies = { 'kit-wallet-item': KitWalletItem, 'kit-skeleton': KitSkeleton, 'kit-icon': KitIcon }

  private readonly connectors = this.select({ get: (kit) => getConnectors(kit), watch: watchConnectors })
  private readonly modal = this.select({ get: getModalState, watch: watchModalState })

  private handleSelect(connector: Connector): void {
    const kit = this.kit
    if (!kit) return
    navigate(kit, { view: 'ConnectingExternal', data: { connectorId: connector.id } })
    // The outcome (success or the error) arrives through kit state: ConnectingExternal shows it.
    connect(kit, { connectorId: connector.id }).catch(() => undefined)
  }

  private renderLoading() {
    return html`<div class="list" aria-busy="true" aria-label=${t('common.loading')} data-testid="connect-loading">
      ${[0, 1, 2].map(
        () => html`<div class="skeleton-row">
          <kit-skeleton width="40" height="40" style="--radius: 12px"></kit-skeleton>
          <kit-skeleton width="45%" height="14"></kit-skeleton>
        </div>`,
      )}
    </div>`
  }

  private renderEmpty() {
    return html`<div class="empty" data-testid="connect-empty">
      <span class="empty-icon"><kit-icon name="wallet" size="28"></kit-icon></span>
      <p class="heading">${t('connect.haveNoWallet')}</p>
    </div>`
  }

  override render() {
    const items = this.connectors.value ?? []
    const initialized = this.modal.value?.initialized ?? false
    if (items.length === 0) return initialized ? this.renderEmpty() : this.renderLoading()
    return html`<ul class="list" data-testid="wallet-list">
      ${repeat(
        items,
        (item) => item.connector.id,
        (item) => {
          const { tag, variant } = walletTag(item)
          return html`<li>
            <kit-wallet-item
              .name=${item.connector.name}
              .icon=${item.connector.icon ?? ''}
              .tag=${tag}
              .tagVariant=${variant}
              .testid=${walletTestId(item.connector)}
              @click=${() => this.handleSelect(item.connector)}
            ></kit-wallet-item>
          </li>`
        },
      )}
    </ul>`
  }
}
