import { type CaipNetworkId, close, getNetworkImage, getRouter, goBack, type Kit, switchNetwork, watchRouter } from '@kit/core'
import { KitButton } from '../../components/button/button.component.js'
import { KitIcon } from '../../components/icon/icon.component.js'
import { html, nothing, state } from '../../internal/lit.js'
import { baseStyles, reducedMotionStyles } from '../../internal/styles.js'
import { KitView } from '../kit-view.js'
import { renderThumbnail } from '../thumbnail.js'
import { thumbnailStyles, viewStyles } from '../view.styles.js'

type SwitchStatus = { kind: 'pending' } | { kind: 'rejected' } | { kind: 'failed'; details: string | undefined }

/**
 * Where the modal goes after a successful switch: back to the view before Networks (Account),
 * or closed when the switch did not start from there (UnsupportedChain, Networks opened alone).
 */
export function leaveAfterSwitch(kit: Kit): void {
  const { history } = getRouter(kit)
  const index = history.lastIndexOf('Networks')
  if (index <= 0) return close(kit)
  for (let remaining = history.length - index; remaining > 0; remaining--) goBack(kit)
}

function errorDetails(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const { shortMessage, details } = error as { shortMessage?: string; details?: string }
  return details || shortMessage || error.message || undefined
}

/**
 * @summary SwitchNetwork: asks the wallet to switch to `data.networkId` as soon as it is shown
 * ('Approve in wallet'); 'Switch declined' or 'Switch failed' with a retry button when it did
 * not work; on success back to Account (or closed).
 *
 * @dependency kit-button
 * @dependency kit-icon
 */
export class KitSwitchNetworkView extends KitView {
  static override styles = [baseStyles, viewStyles, thumbnailStyles, reducedMotionStyles]
  static override dependencies = { 'kit-button': KitButton, 'kit-icon': KitIcon }

  private readonly router = this.select({ get: getRouter, watch: watchRouter })

  @state() private status: SwitchStatus = { kind: 'pending' }
  #started: string | undefined

  private get networkId(): string | undefined {
    return this.router.value?.data.networkId
  }

  protected override updated(): void {
    // Start once per network, after the first render with a kit (never in the constructor).
    const networkId = this.networkId
    if (this.kit && networkId && this.#started !== networkId) void this.run(this.kit, networkId)
  }

  private async run(kit: Kit, networkId: string): Promise<void> {
    this.#started = networkId
    if (this.status.kind !== 'pending') this.status = { kind: 'pending' }
    const stillShown = () => {
      const router = getRouter(kit)
      return router.view === 'SwitchNetwork' && router.data.networkId === networkId
    }
    try {
      await switchNetwork(kit, { network: networkId as CaipNetworkId })
      if (stillShown()) leaveAfterSwitch(kit)
    } catch (error) {
      if (!stillShown()) return
      this.status =
        error instanceof Error && error.name === 'UserRejectedRequestError' ? { kind: 'rejected' } : { kind: 'failed', details: errorDetails(error) }
    }
  }

  private handleRetry(): void {
    const networkId = this.networkId
    if (this.kit && networkId) void this.run(this.kit, networkId)
  }

  override render() {
    const network = this.kit?.networks.find((candidate) => candidate.caipNetworkId === this.networkId)
    const { status } = this
    const failed = status.kind !== 'pending'
    return html`<div class="status" data-testid="switch-network-view" aria-live="polite">
      ${renderThumbnail({
        image: this.kit ? getNetworkImage(this.kit, network) : undefined,
        name: network?.name ?? this.networkId ?? '',
        round: true,
        pending: !failed,
        failed,
      })}
      <div class="status-text">
        ${
          status.kind === 'pending'
            ? html`<p class="heading" data-testid="switch-network-title">${this.t('network.approveInWallet')}</p>
              <p class="description">${this.t('network.switching')}</p>`
            : html`<p class="heading error" data-testid="switch-network-error" role="alert">
                ${status.kind === 'rejected' ? this.t('network.switchDeclined') : this.t('network.switchFailed')}
              </p>
              ${
                status.kind === 'failed' && status.details ? html`<p class="details" data-testid="switch-network-error-details">${status.details}</p>` : nothing
              }`
        }
      </div>
      ${
        failed
          ? html`<div class="actions">
            <kit-button variant="secondary" pill testid="switch-network-retry" @click=${this.handleRetry}>
              <kit-icon slot="prefix" name="refresh" size="16"></kit-icon>${this.t('common.tryAgain')}
            </kit-button>
          </div>`
          : nothing
      }
    </div>`
  }
}
