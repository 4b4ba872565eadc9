import { subscribe } from 'valtio/vanilla'
import { ModalClosedError, type ModalClosedErrorType } from '../errors/connector.js'
import type { Kit } from '../kit.js'
import { open } from './open.js'
import { type StartSendParameters, startSend } from './startSend.js'

export type OpenSendParameters = StartSendParameters
export type OpenSendReturnType = string
export type OpenSendErrorType = ModalClosedErrorType

/**
 * Opens the modal on WalletSend (token, amount and receiver optionally preset) and resolves with
 * the transaction hash once the wallet sent it; rejects with ModalClosedError ('Modal closed') if
 * the modal closes first. Failures inside the flow (a refusal) stay in the view, which offers a retry.
 *
 * @example
 * const hash = await openSend(kit, { token: 'USDC', amount: '5', to: '0x…' })
 */
export function openSend(kit: Kit, parameters: OpenSendParameters = {}): Promise<OpenSendReturnType> {
  startSend(kit, parameters)
  open(kit, { view: 'WalletSend', namespace: parameters.namespace })
  const state = kit._internal.state
  return new Promise((resolve, reject) => {
    const stop = subscribe(state, () => {
      const { send, modal } = state
      if (send.status === 'success' && send.hash) {
        stop()
        resolve(send.hash)
      } else if (!modal.open) {
        stop()
        reject(new ModalClosedError())
      }
    })
  })
}
