import { clearSend, emitEvent, getAccount, getFeatures, type Kit, navigate, type WalletFeature } from '@kit/core'
import type { Translate } from '../../i18n/translate.js'
import { html, nothing, svg } from '../../internal/lit.js'

/**
 * Namespaces Kit sends on: docs/rules/limits.md names EVM and Solana; issue 6 adds Bitcoin (BTC through
 * the bip122 adapter's PSBT send), so all three namespaces Kit ships adapters for.
 */
const sendNamespaces: ReadonlySet<string> = new Set(['eip155', 'solana', 'bip122'])

/** Namespaces the on-ramp pays out on (the sandbox and docs/rules' EVM providers). */
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

type ActionButton = { testId: string; icon: unknown; label: string; onClick: () => void }

const actionButton = ({ testId, icon, label, onClick }: ActionButton) =>
  html`<button type="button" class="row account-action" data-testid=${testId} @click=${onClick}>
    <span class="row-icon">${icon}</span><span class="row-label">${label}</span>
  </button>`

/**
 * The Account view's feature buttons in `features.walletFeaturesOrder` (by default
 * onramp, swaps, receive, send): Buy (`onramp-button`, opens OnRampProviders on EVM), Swap
 * (`swap-button`, eip155 accounts, opens the Swap view, which starts a new swap), Receive
 * (`receive-button`, opens WalletReceive) and Send (`send-button`, opens WalletSend with a new
 * form), as the features allow.
 */
export function renderAccountActions(t: Translate, kit: Kit | undefined, namespace: string | undefined) {
  if (!kit) return nothing
  const features = getFeatures(kit)
  const shown: Record<WalletFeature, ActionButton | undefined> = {
    onramp:
      features.onramp && namespace !== undefined && onRampNamespaces.has(namespace) && kit.api !== undefined
        ? { testId: 'onramp-button', icon: plus, label: t('account.buy'), onClick: () => selectBuyCrypto(kit) }
        : undefined,
    // Swaps are eip155 only (the convert API).
    swaps:
      features.swaps && namespace === 'eip155' && kit.api !== undefined
        ? { testId: 'swap-button', icon: arrow(90), label: t('account.swap'), onClick: () => navigate(kit, { view: 'Swap' }) }
        : undefined,
    receive: features.receive
      ? { testId: 'receive-button', icon: arrow(180), label: t('account.receive'), onClick: () => navigate(kit, { view: 'WalletReceive' }) }
      : undefined,
    send:
      features.send && namespace !== undefined && sendNamespaces.has(namespace)
        ? {
            testId: 'send-button',
            icon: arrow(45),
            label: t('account.send'),
            onClick: () => {
              clearSend(kit)
              navigate(kit, { view: 'WalletSend' })
            },
          }
        : undefined,
  }
  const buttons = features.walletFeaturesOrder.flatMap((feature) => shown[feature] ?? [])
  if (buttons.length === 0) return nothing
  return html`<div class="account-actions">${buttons.map(actionButton)}</div>`
}

/** Buy: the OnRampProviders view, and AppKit's SELECT_BUY_CRYPTO event. */
function selectBuyCrypto(kit: Kit): void {
  navigate(kit, { view: 'OnRampProviders' })
  emitEvent(kit, 'SELECT_BUY_CRYPTO', { isSmartAccount: getAccount(kit, { namespace: 'eip155' }).preferredAccountType === 'smartAccount' })
}
