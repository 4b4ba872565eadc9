'use client'
import { close, type Namespace, type OpenSendParameters, open, type StartSwapParameters, type View } from '@kit/core'
import { useMemo } from 'react'
import { type UseKitParameters, useKit } from './useKit.js'

/** What WalletSend can be opened with: a token (symbol, contract address or `native`), amount and receiver. */
export type WalletSendArguments = Omit<OpenSendParameters, 'namespace'>

export type UseAppKitOpenOptions = {
  /** The view to open at; by default Connect, or Account when connected. */
  view?: View | undefined
  /** Open for this namespace (it becomes the active one). */
  namespace?: Namespace | undefined
  /** With `view: 'Swap'`: the swap's presets (tokens by symbol or address, amount of `fromToken`). */
  arguments?: SwapArguments | undefined
  /**
   * A WalletConnect pairing URI the app's own provider made (its `display_uri`): shown as the QR
   * code and copy link; the modal starts no pairing. Not a `wc:` URI: InvalidWalletConnectUriError.
   */
  uri?: string | undefined
}

/** What Swap can be opened with, as in AppKit. */
export type SwapArguments = StartSwapParameters

export type UseAppKitOpenSendOptions = {
  view: 'WalletSend'
  /** Presets of the send form. */
  arguments?: WalletSendArguments | undefined
  namespace?: Namespace | undefined
}

export type UseAppKitReturnType = {
  /**
   * Opens the modal. With `view: 'WalletSend'` the promise resolves with the transaction hash
   * once the wallet sent it, and rejects with ModalClosedError ('Modal closed') if the modal
   * closes first; with `uri` it resolves once the URI is shown and rejects with
   * InvalidWalletConnectUriError for one that is not `wc:`; any other view resolves at once.
   */
  open(options: UseAppKitOpenSendOptions): Promise<string>
  open(options?: UseAppKitOpenOptions): Promise<void>
  close(): void
}

/**
 * Opens and closes the modal of the kit in context.
 *
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 * const hash = await open({ view: 'WalletSend', arguments: { token: 'USDC', amount: '5', to: '0x…' } })
 * await open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH', amount: '10' } })
 * provider.on('display_uri', (uri) => open({ uri })) // the app's own WalletConnect pairing
 */
export function useAppKit(parameters: UseKitParameters = {}): UseAppKitReturnType {
  const kit = useKit(parameters)
  return useMemo(() => {
    function openModal(options: UseAppKitOpenSendOptions): Promise<string>
    function openModal(options?: UseAppKitOpenOptions): Promise<void>
    async function openModal(options: UseAppKitOpenOptions | UseAppKitOpenSendOptions = {}): Promise<string | void> {
      if (options.view === 'WalletSend') {
        const send = 'arguments' in options ? options.arguments : undefined
        const { openSend } = await import('./openWalletSend.js')
        return openSend(kit, { ...send, namespace: options.namespace })
      }
      const parameters = {
        view: options.view,
        namespace: options.namespace,
        arguments: 'arguments' in options ? (options.arguments as SwapArguments | undefined) : undefined,
      }
      // With a uri the opening waits for its chunk and rejects for a URI that is not `wc:`.
      if ('uri' in options && options.uri !== undefined) return open(kit, { ...parameters, uri: options.uri })
      open(kit, parameters)
    }
    return { open: openModal, close: () => close(kit) }
  }, [kit])
}
