import type { Kit, Namespace } from '@kit/core'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** An `appkit-*` element as React sees it: `kit` is a property (never an attribute). */
export type AppKitElement = HTMLElement & { kit?: Kit | undefined }

/** Attributes the `appkit-*` buttons read. */
export type AppKitButtonAttributes = {
  /** Text of the connect button. */
  label?: string | undefined
  size?: 'sm' | 'md' | undefined
  /** Whether the account button shows the balance. */
  balance?: 'show' | 'hide' | undefined
  disabled?: boolean | undefined
  /** Show and open for this namespace only (`eip155`, `solana`, `bip122`). */
  namespace?: Namespace | undefined
}

/** Attributes of `<appkit-wallet-button>`. */
export type AppKitWalletButtonAttributes = {
  /** `metamask`, an rdns or connector id, `walletConnect`, or a social provider (`google`, …). */
  wallet?: string | undefined
  namespace?: Namespace | undefined
  disabled?: boolean | undefined
}

/**
 * JSX props of an `appkit-*` element. `kit` is deliberately absent: set it as a property (the
 * `AppKit*Button` components do), or React would stringify it into an attribute when the
 * element is not yet registered and on the server.
 */
export type AppKitElementProps<attributes = AppKitButtonAttributes> = DetailedHTMLProps<HTMLAttributes<AppKitElement>, AppKitElement> & attributes

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-modal': AppKitElementProps<{}>
      'appkit-button': AppKitElementProps
      'appkit-connect-button': AppKitElementProps
      'appkit-account-button': AppKitElementProps
      'appkit-network-button': AppKitElementProps
      'appkit-wallet-button': AppKitElementProps<AppKitWalletButtonAttributes>
    }
  }
}
