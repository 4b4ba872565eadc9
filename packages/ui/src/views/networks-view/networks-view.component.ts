import {
  type CaipNetwork,
  close,
  emitEvent,
  getAccount,
  getConnections,
  getNetwork,
  getNetworkImage,
  getRouter,
  goBack,
  navigate,
  showToast,
  switchNetwork,
  watchNetwork,
} from '@kit/core'
import { KitNetworkItem } from '../../components/network-item/network-item.component.js'
import { css, html, repeat, state } from '../../internal/lit.js'
import { baseStyles } from '../../internal/styles.js'
import { token } from '../../theme/css.js'
import { KitView } from '../kit-view.js'
import { linkButtonStyles, viewStyles } from '../view.styles.js'

/**
 * @summary The Networks view: every configured network of every namespace, the current one
 * selected. A network of a namespace whose wallet is connected opens SwitchNetwork (the wallet
 * must approve), or switches at once when that wallet is already on it; a namespace without a
 * wallet opens SwitchActiveChain while another namespace is connected; with nothing connected the
 * kit switches at once and the view goes back.
 *
 * @dependency kit-network-item
 */
export class KitNetworksView extends KitView {
  static override styles = [
    baseStyles,
    viewStyles,
    linkButtonStyles,
    css`
      .help {
        display: block;
        margin: 12px auto 0;
        font-size: ${token('--kit-font-size-sm')};
      }
    `,
  ]
  static override dependencies = { 'kit-network-item': KitNetworkItem }

  private readonly network = this.select({ get: (kit) => getNetwork(kit), watch: watchNetwork })

  @state() private pending: string | undefined

  private async handleSelect(network: CaipNetwork): Promise<void> {
    const kit = this.kit
    if (!kit || this.pending) return
    const leave = () => (getRouter(kit).history.length > 1 ? goBack(kit) : close(kit))
    if (network.caipNetworkId === this.network.value?.caipNetworkId) return leave()
    const namespace = network.chainNamespace
    // The namespace's wallet is already on that network (another namespace was active): no wallet call.
    const alreadyThere = getNetwork(kit, { namespace }).caipNetworkId === network.caipNetworkId
    if (getAccount(kit, { namespace }).isConnected && !alreadyThere) return navigate(kit, { view: 'SwitchNetwork', data: { networkId: network.caipNetworkId } })
    // A namespace without a wallet while another one is connected: offer to connect one.
    if (!getAccount(kit, { namespace }).isConnected && getConnections(kit).connections.length > 0)
      return navigate(kit, { view: 'SwitchActiveChain', data: { networkId: network.caipNetworkId } })
    this.pending = network.caipNetworkId
    try {
      await switchNetwork(kit, { network })
      leave()
    } catch (error) {
      showToast(kit, {
        variant: 'error',
        message: this.t('network.switchFailed'),
        description: error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : undefined,
      })
    } finally {
      this.pending = undefined
    }
  }

  /** "What is a network?": the explainer, as in AppKit's Networks view. */
  private handleHelp(): void {
    if (!this.kit) return
    navigate(this.kit, { view: 'WhatIsANetwork' })
    emitEvent(this.kit, 'CLICK_NETWORK_HELP')
  }

  override render() {
    const networks = this.kit?.networks ?? []
    const current = this.network.value?.caipNetworkId
    return html`<ul class="list" data-testid="network-list" aria-label=${this.t('network.title')}>
      ${repeat(
        networks,
        (network) => network.caipNetworkId,
        (network) => html`<li>
          <kit-network-item
            .name=${network.name}
            .image=${(this.kit && getNetworkImage(this.kit, network)) ?? ''}
            .caption=${network.testnet ? this.t('network.testnet') : ''}
            .selected=${network.caipNetworkId === current}
            .loading=${network.caipNetworkId === this.pending}
            .testid=${`network-item-${network.caipNetworkId}`}
            @click=${() => this.handleSelect(network)}
          ></kit-network-item>
        </li>`,
      )}
    </ul>
    <button class="link help" type="button" data-testid="networks-what-is-a-network" @click=${this.handleHelp}>${this.t('explain.networkTitle')}</button>`
  }
}
