import { clearSend, getFeatures, type Kit, navigate } from '@kit/core'
import type { Translate } from '../../i18n/translate.js'
import { html, nothing, svg } from '../../internal/lit.js'

/**
 * Namespaces Kit sends on: SPEC section 9 names EVM and Solana; issue 6 adds Bitcoin (BTC through
 * the bip122 adapter's PSBT send), so all three namespaces Kit ships adapters for.
 */
const sendNamespaces: ReadonlySet<string> = new Set(['eip155', 'solana', 'bip122'])

/** Namespaces the on-ramp pays out on (the sandbox and the SPEC's EVM providers). */
const onRampNamespaces: ReadonlySet<string> = new Set(['eip155'])

const plus = html`<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  ${svg`<path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`}
</svg>`

const arrow = (rotate: number) =>
  html`<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    ${svg`<path
      d="M12 19V5M6 11l6-6 6 6"
      transform="rotate(${rotate} 12 12)"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    />`}
  </svg>`

/**
 * The Account view's feature buttons in the SPEC section 9 order (onramp, swaps, receive, send):
 * Buy (`onramp-button`, opens OnRampProviders on EVM), Swap (`swap-button`, eip155 accounts,
 * opens the Swap view, which starts a new swap), Receive (`receive-button`, opens WalletReceive)
 * and Send (`send-button`, opens WalletSend with a new form), as the features allow.
 */
export function renderAccountActions(t: Translate, kit: Kit | undefined, namespace: string | undefined) {
  if (!kit) return nothing
  const features = getFeatures(kit)
  const send = features.send && namespace !== undefined && sendNamespaces.has(namespace)
  const onramp = features.onramp && namespace !== undefined && onRampNamespaces.has(namespace) && kit.api !== undefined
  // Swaps are eip155 only (the convert API); SPEC section 9 feature order: onramp, swaps, receive, send.
  const swap = features.swaps && namespace === 'eip155' && kit.api !== undefined
  if (!send && !features.receive && !onramp && !swap) return nothing
  return html`<div class="account-actions">
    ${
      onramp
        ? html`<button type="button" class="row account-action" data-testid="onramp-button" @click=${() => navigate(kit, { view: 'OnRampProviders' })}>
          <span class="row-icon">${plus}</span><span class="row-label">${t('account.buy')}</span>
        </button>`
        : nothing
    }
    ${
      swap
        ? html`<button type="button" class="row account-action" data-testid="swap-button" @click=${() => navigate(kit, { view: 'Swap' })}>
          <span class="row-icon">${arrow(90)}</span><span class="row-label">${t('account.swap')}</span>
        </button>`
        : nothing
    }
    ${
      features.receive
        ? html`<button
          type="button"
          class="row account-action"
          data-testid="receive-button"
          @click=${() => navigate(kit, { view: 'WalletReceive' })}
        >
          <span class="row-icon">${arrow(180)}</span><span class="row-label">${t('account.receive')}</span>
        </button>`
        : nothing
    }
    ${
      send
        ? html`<button
          type="button"
          class="row account-action"
          data-testid="send-button"
          @click=${() => {
            clearSend(kit)
            navigate(kit, { view: 'WalletSend' })
          }}
        >
          <span class="row-icon">${arrow(45)}</span><span class="row-label">${t('account.send')}</span>
        </button>`
        : nothing
    }
  </div>`
}
