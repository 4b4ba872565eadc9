import type { Kit } from '../kit.js'
import { emitEvent } from './emitEvent.js'
import { accountEventContext } from './eventContext.js'
import { sendToken } from './sendToken.js'

/**
 * Sends what the send slice holds (the Preview view's confirm button): `status` goes `pending`,
 * then `success` with the hash, or `error` with the failure's name and message. Never throws;
 * resolves with the hash on success.
 */
export async function submitSend(kit: Kit): Promise<string | undefined> {
  const slice = kit._internal.state.send
  if (slice.status === 'pending') return undefined
  const { token, amount, to } = slice
  slice.status = 'pending'
  slice.error = undefined
  const properties = { ...accountEventContext(kit), token: token?.symbol ?? '', amount: Number(amount) }
  emitEvent(kit, 'SEND_INITIATED', properties)
  try {
    const hash = await sendToken(kit, { token, amount, to })
    slice.hash = hash
    slice.networkId = token?.networkId
    slice.status = 'success'
    emitEvent(kit, 'SEND_SUCCESS', properties)
    return hash
  } catch (error) {
    const failure = error as { name?: string; shortMessage?: string; message?: string }
    slice.error = { name: failure.name ?? 'Error', message: failure.shortMessage ?? failure.message ?? String(error) }
    slice.status = 'error'
    emitEvent(kit, 'SEND_ERROR', { ...properties, message: slice.error.message })
    return undefined
  }
}
