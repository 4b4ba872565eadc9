import type { Kit } from '../kit.js'
import type { SendToken } from '../state/send.js'

export type UpdateSendParameters = { token?: SendToken | undefined; amount?: string | undefined; to?: string | undefined }

/** Changes the send form; a failed attempt's error is cleared (not while the wallet is asked). */
export function updateSend(kit: Kit, parameters: UpdateSendParameters): void {
  const slice = kit._internal.state.send
  if (slice.status === 'pending') return
  if ('token' in parameters) slice.token = parameters.token
  if (parameters.amount !== undefined) slice.amount = parameters.amount
  if (parameters.to !== undefined) slice.to = parameters.to
  if (slice.status === 'error') {
    slice.status = 'idle'
    slice.error = undefined
  }
}
