import { type CatalogueWallet, type ConnectorGroup, emitEvent, type Kit, navigate } from '@kit/core'
import { getTranslate } from '../../i18n/getTranslate.js'
import type { Translate } from '../../i18n/translate.js'
import { css, html, nothing } from '../../internal/lit.js'
import { token } from '../../theme/css.js'
import { linkButtonStyles } from '../view.styles.js'

/**
 * The Connect view's optional parts, a lazy chunk loaded only when one is configured: AppKit's
 * `customWallets`, the terms and privacy links (`termsConditionsUrl`, `privacyPolicyUrl`) and the
 * legal checkbox gating every connect method (`features.legalCheckbox`), the collapsed wallet
 * list (`features.collapseWallets`) and the "New to wallets?" entry to WhatIsAWallet.
 */
export const connectExtrasStyles = css`
  ${linkButtonStyles}
  .legal {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    margin: 0;
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-xs')};
    text-align: center;
    justify-content: center;
  }
  .legal input {
    margin-block-start: 2px;
    accent-color: ${token('--kit-accent')};
  }
  .legal a {
    color: ${token('--kit-color-accent-text')};
  }
  .gated {
    opacity: 0.5;
  }
  .new-to-wallets {
    display: flex;
    justify-content: center;
    gap: 6px;
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-sm')};
  }
`

/** AppKit's `customWallets` as catalogue wallets (they pair over WalletConnect with their deep link). */
export function customCatalogueWallets(kit: Kit): CatalogueWallet[] {
  return (kit.options.customWallets ?? []).map((wallet) => ({
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url,
    rdns: undefined,
    homepage: wallet.homepage,
    mobileLink: wallet.mobile_link ?? undefined,
    desktopLink: wallet.desktop_link ?? undefined,
    webappLink: wallet.webapp_link ?? undefined,
    chains: [],
  }))
}

/**
 * The custom wallets' rows. Their images are the app's URLs: `shown` is false while the modal is
 * closed (the Connect view rendered ahead), so nothing is fetched before it opens.
 */
export function renderCustomWallets(kit: Kit, installed: readonly ConnectorGroup[], shown: boolean) {
  return customCatalogueWallets(kit).map(
    (wallet) => html`<li>
      <kit-wallet-item
        .name=${wallet.name}
        .icon=${shown ? (wallet.imageUrl ?? '') : ''}
        .testid=${`custom-wallet-${wallet.id}`}
        @click=${() => void import('../catalogue-wallet.js').then((module) => module.selectCatalogueWallet(kit, wallet, installed))}
      ></kit-wallet-item>
    </li>`,
  )
}

const link = (href: string, label: string, testid: string) => html`<a href=${href} target="_blank" rel="noopener noreferrer" data-testid=${testid}>${label}</a>`

/**
 * "By connecting your wallet, you agree to our Terms of Service and Privacy Policy", with the
 * links given; with `checkbox`, a required checkbox in front (the methods stay inert until ticked).
 */
export function renderLegal(kit: Kit, checkbox: { checked: boolean; onChange(checked: boolean): void } | undefined) {
  const { termsConditionsUrl, privacyPolicyUrl } = kit.options
  const t = getTranslate(kit)
  if (!termsConditionsUrl && !privacyPolicyUrl && !checkbox) return nothing
  const terms = termsConditionsUrl ? link(termsConditionsUrl, t('connect.terms'), 'legal-terms') : t('connect.terms')
  const privacy = privacyPolicyUrl ? link(privacyPolicyUrl, t('connect.privacy'), 'legal-privacy') : t('connect.privacy')
  const [before, middle, after] = splitLegal(t)
  const text = html`<span>${before}${terms}${middle}${privacy}${after}</span>`
  if (!checkbox) return html`<p class="legal" data-testid="legal-text">${text}</p>`
  return html`<label class="legal" data-testid="legal-checkbox-label">
    <input
      type="checkbox"
      data-testid="legal-checkbox"
      .checked=${checkbox.checked}
      @change=${(event: Event) => checkbox.onChange((event.target as HTMLInputElement).checked)}
    />${text}
  </label>`
}

/** The catalogue text around its two placeholders (translations may order them differently). */
function splitLegal(t: Translate): [string, string, string] {
  const full = t('connect.legal', { terms: '\u0000', privacy: '\u0001' })
  const [before = '', rest = ''] = full.split('\u0000')
  const [middle = '', after = ''] = rest.split('\u0001')
  return [before, middle, after]
}

/** The collapsed wallet list: one "Continue with a wallet" row that expands it, with up to four of the wallets' logos. */
export function renderCollapsedWallets(kit: Kit, onExpand: () => void, icons: readonly (string | undefined)[] = []) {
  const t = getTranslate(kit)
  return html`<kit-wallet-item
    .name=${t('connect.continueWithWallet')}
    .icons=${icons.filter((icon): icon is string => Boolean(icon)).slice(0, 4)}
    testid="connect-wallets-collapsed"
    @click=${onExpand}
  ></kit-wallet-item>`
}

/** "New to wallets? Get started": opens WhatIsAWallet. */
export function renderNewToWallets(kit: Kit) {
  const t = getTranslate(kit)
  return html`<p class="new-to-wallets">
    <span>${t('connect.newToWallets')}</span>
    <button class="link" type="button" data-testid="connect-what-is-a-wallet" @click=${() => {
      navigate(kit, { view: 'WhatIsAWallet' })
      emitEvent(kit, 'CLICK_WALLET_HELP')
    }}>
      ${t('common.getStarted')}
    </button>
  </p>`
}
