import {
  type CaipNetworkId,
  connect,
  getConnections,
  getConnectors,
  getPairing,
  getRouter,
  type Kit,
  watchConnections,
  watchConnectors,
  watchPairing,
  watchRouter,
} from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitCopyButton } from '../../components/copy-button/copy-button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { KitQrCode } from '../../components/qr-code/qr-code.component.js'
import { KitSpinner } from '../../components/spinner/spinner.component.js'
import { html, nothing, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { renderThumbnail } from '../thumbnail.js'
import { thumbnailStyles, viewStyles } from '../view.styles.js'
import styles from './connecting-walletconnect-view.styles.js'

/** The connector the WalletConnect views use when the route names none (manual control). */
export const walletConnectConnectorId = 'walletConnect'

/**
 * A wallet's link with the pairing URI: `scheme://wc?uri=…` for a deep link, `https://…/wc?uri=…`
 * for a universal link (as wallets document them).
 */
export function formatWalletLink(link: string, uri: string): string {
  let base = link
  if (/^https?:\/\//.test(base)) {
    if (!base.endsWith('/')) base += '/'
  } else {
    if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
    else if (!base.endsWith('/')) base += '/'
  }
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

/** Opens a wallet app: custom schemes in place, universal links in a new tab (the page stays). */
function openWalletLink(href: string): void {
  if (/^https?:\/\//.test(href)) window.open(href, '_blank', 'noreferrer noopener')
  else window.location.href = href
}

/**
 * @summary ConnectingWalletConnect: starts the WalletConnect pairing when shown and displays the
 * pairing URI as a QR code (`wc-qr`), with a copy-link button (`wc-copy-link`). A URI the app
 * gave `open({ uri })` (its own provider pairs) is shown instead, and no pairing is started. A fresh URI
 * (the pairing is renewed 10 s before its 4 minutes end) replaces the code by itself. With a
 * catalogue wallet (router data `walletName`, `walletIcon`, `deepLink`) its name and icon head the
 * view, and on mobile the wallet opens with the URI; coming back to the page continues the flow.
 * A refusal shows 'Connection rejected' and a retry button. The modal closes on success.
 *
 * @dependency kit-button
 * @dependency kit-copy-button
 * @dependency kit-icon
 * @dependency kit-qr-code
 * @dependency kit-spinner
 */
export class KitConnectingWalletConnectView extends KitView {
  static override styles = [baseStyles, viewStyles, thumbnailStyles, reducedMotionStyles, styles]
  static override dependencies = {
    'kit-button': KitButton,
    'kit-copy-button': KitCopyButton,
    'kit-icon': KitIcon,
    'kit-qr-code': KitQrCode,
    'kit-spinner': KitSpinner,
  }

  /** The basic form (manual control): the QR code without the wallet header. */
  protected readonly basic: boolean = false

  private readonly router = this.select({ get: getRouter, watch: watchRouter })
  private readonly connectors = this.select({ get: (kit) => getConnectors(kit), watch: watchConnectors })
  private readonly connections = this.select({ get: getConnections, watch: watchConnections })
  private readonly pairing = this.select({ get: getPairing, watch: watchPairing })

  /** A failure before the connector could start (no WalletConnect connector configured). */
  @state() private startError: string | undefined
  #startedFor: Kit | undefined
  #openedLink = false

  private get connectorId(): string {
    return this.router.value?.data.connectorId ?? walletConnectConnectorId
  }

  protected override updated(): void {
    const kit = this.kit
    // Start once when shown with a kit (never in the constructor). If the Connect view already
    // started this connector, `connect` joins that attempt. The app's own pairing (`open({ uri })`)
    // is shown as it is: its provider pairs, so none is started here.
    if (kit && this.#startedFor !== kit) {
      this.#startedFor = kit
      if (!this.pairing.value?.external) this.start(kit)
    }
    const pairing = this.pairing.value
    const deepLink = this.router.value?.data.deepLink
    if (kit && pairing && deepLink && !this.#openedLink && kit._internal.environment.isMobile()) {
      this.#openedLink = true
      openWalletLink(formatWalletLink(deepLink, pairing.uri))
    }
  }

  private start(kit: Kit): void {
    this.startError = undefined
    const { namespace, networkId } = this.router.value?.data ?? {}
    // The same connector and namespace as the Connect view's call, so this joins that attempt.
    const target = networkId && namespace && networkId.startsWith(`${namespace}:`) ? (networkId as CaipNetworkId) : undefined
    connect(kit, { connectorId: this.connectorId, namespace, networkId: target }).catch((error: unknown) => {
      // Rejections and failures arrive through kit state; only a missing connector does not.
      if ((error as { name?: string }).name === 'ConnectorNotFoundError') this.startError = this.t('connecting.failed')
    })
  }

  private handleRetry(): void {
    if (this.kit) this.start(this.kit)
  }

  private handleOpen(): void {
    const pairing = this.pairing.value
    const deepLink = this.router.value?.data.deepLink
    if (pairing && deepLink) openWalletLink(formatWalletLink(deepLink, pairing.uri))
  }

  private renderHeader(walletName: string, walletIcon: string | undefined) {
    return html`<div class="status-text" data-testid="wc-wallet">
      ${renderThumbnail({ image: walletIcon, name: walletName, pending: true })}
      <p class="heading" data-testid="wc-wallet-name">${this.t('connecting.continueIn', { wallet: walletName })}</p>
    </div>`
  }

  override render() {
    const connectorId = this.connectorId
    const connector = this.connectors.value?.find((item) => item.connector.id === connectorId)?.connector
    const data = this.router.value?.data ?? {}
    const walletName = this.basic ? undefined : data.walletName
    const connections = this.connections.value
    const failure = connections?.status !== 'connecting' && connections?.error?.connectorId === connectorId ? connections.error : undefined
    const pairing = this.pairing.value?.external || this.pairing.value?.connectorId === connectorId ? this.pairing.value : undefined
    const mobileLink = Boolean(data.deepLink && this.kit?._internal.environment.isMobile())

    if (failure || this.startError)
      return html`<div class="status" data-testid="connecting-walletconnect-view" aria-live="polite">
        ${renderThumbnail({ image: data.walletIcon ?? connector?.icon, name: walletName ?? connector?.name ?? '', failed: true })}
        <div class="status-text">
          <p class="heading error" data-testid="connecting-error" role="alert">
            ${failure?.rejected ? this.t('connecting.rejected') : this.t('connecting.failed')}
          </p>
          ${failure?.rejected ? html`<p class="description">${this.t('connecting.declinedHint')}</p>` : nothing}
          ${failure && !failure.rejected && failure.details ? html`<p class="details" data-testid="connecting-error-details">${failure.details}</p>` : nothing}
        </div>
        <div class="actions">
          <kit-button variant="secondary" size="md" pill testid="connecting-retry" @click=${this.handleRetry}>
            <kit-icon slot="prefix" name="refresh" size="16"></kit-icon>${this.t('common.tryAgain')}
          </kit-button>
        </div>
      </div>`

    return html`<div class="view" data-testid="connecting-walletconnect-view" aria-live="polite">
      ${walletName ? this.renderHeader(walletName, data.walletIcon) : nothing}
      ${
        pairing
          ? html`<div class="qr-frame" data-testid="wc-qr" role="img" aria-label=${this.t('connecting.qrCode')}>
            <kit-qr-code .value=${pairing.uri} size="300" .logo=${data.walletIcon ?? connector?.icon}></kit-qr-code>
          </div>`
          : html`<div class="qr-frame" data-testid="wc-qr-loading" aria-busy="true">
            <kit-spinner size="32" label=${this.t('connecting.preparingQr')}></kit-spinner>
          </div>`
      }
      <p class="hint">${walletName ? this.t('connecting.scanWith', { wallet: walletName }) : this.t('connecting.scanQr')}</p>
      <div class="row">
        ${
          mobileLink
            ? html`<kit-button variant="primary" size="md" pill testid="wc-open-app" ?disabled=${!pairing} @click=${this.handleOpen}>
              ${this.t('connecting.openApp')}
            </kit-button>`
            : nothing
        }
        <kit-copy-button
          testid="wc-copy-link"
          .value=${pairing?.uri ?? ''}
          ?disabled=${!pairing}
          .copiedLabel=${this.t('connecting.linkCopied')}
          >${this.t('connecting.copyLink')}</kit-copy-button
        >
      </div>
    </div>`
  }
}
