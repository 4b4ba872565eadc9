import { getAccount, getNetwork, showToast, watchAccount, watchNetwork } from '@kit/core'
import { KitCopyButton } from '../../components/copy-button/copy-button.component.js'
import { KitQrCode } from '../../components/qr-code/qr-code.component.js'
import { html, nothing } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { renderNetworkImage } from '../network-image.js'
import { rowStyles } from '../row.styles.js'
import { viewStyles } from '../view.styles.js'
import styles from './wallet-receive-view.styles.js'

/**
 * @summary Receive: the connected address as a QR code (`receive-qr`) and as text
 * (`receive-address`) with a copy button (`receive-copy`), and the kit's networks of the
 * account's namespace, on which the address receives (`receive-network-<caip-2>`).
 *
 * @dependency kit-copy-button
 * @dependency kit-qr-code
 */
export class KitWalletReceiveView extends KitView {
  static override styles = [baseStyles, viewStyles, rowStyles, styles]
  static override dependencies = { 'kit-copy-button': KitCopyButton, 'kit-qr-code': KitQrCode }

  private readonly account = this.select({ get: (kit) => getAccount(kit), watch: watchAccount })
  private readonly network = this.select({ get: (kit) => getNetwork(kit), watch: watchNetwork })

  private handleCopied(): void {
    if (this.kit) showToast(this.kit, { variant: 'success', message: this.t('account.addressCopied') })
  }

  override render() {
    const kit = this.kit
    const address = this.account.value?.address
    const current = this.network.value?.caipNetwork
    if (!kit || !address) return nothing
    const namespace = current?.chainNamespace ?? kit._internal.state.chains.activeNamespace
    const networks = kit.networks.filter((network) => network.chainNamespace === namespace)
    return html`<div class="view receive" data-testid="wallet-receive-view">
      <div class="qr-frame" role="img" aria-label=${this.t('receive.qrCode')} data-testid="receive-qr">
        <kit-qr-code .value=${address} size="232"></kit-qr-code>
      </div>
      <p class="address" data-testid="receive-address" dir="ltr">${address}</p>
      <kit-copy-button .copiedLabel=${this.t('common.copied')} class="copy" .value=${address} .label=${this.t('receive.copyAddress')} testid="receive-copy" @kit-copy=${this.handleCopied}
        >${this.t('receive.copyAddress')}</kit-copy-button
      >
      ${current ? html`<p class="description">${this.t('receive.description', { network: current.name })}</p>` : nothing}
      <section class="networks" aria-labelledby="receive-networks-heading">
        <h3 id="receive-networks-heading" class="networks-heading">${this.t('receive.networks')}</h3>
        <ul class="network-list" data-testid="receive-networks">
          ${networks.map(
            (network) => html`<li data-testid="receive-network-${network.caipNetworkId}" title=${network.name}>
              ${renderNetworkImage(this.kit, network, 24)}<span>${network.name}</span>
            </li>`,
          )}
        </ul>
      </section>
    </div>`
  }
}
