import { type FrameEvent, type FrameMessageName, isErrorReply, isSuccessReply } from '@kit/frame-protocol'
import { FrameAbortedError, FrameRequestError } from '../../errors/auth.js'

type Pending = {
  name: FrameMessageName
  resolve(value: unknown): void
  reject(error: unknown): void
  timer: ReturnType<typeof setTimeout> | undefined
}

export type PendingRequestsParameters = {
  /** Every error reply, before its request rejects. */
  onErrorReply?: ((error: FrameRequestError) => void) | undefined
  /** A request got no answer in time. */
  onTimeout?: (() => void) | undefined
}

export type PendingRequests = ReturnType<typeof createPendingRequests>

/**
 * The frame requests waiting for their reply, by request id: each ends with its success reply, its
 * error reply (FrameRequestError), its timeout or an abort (FrameAbortedError), exactly once.
 */
export function createPendingRequests({ onErrorReply, onTimeout }: PendingRequestsParameters) {
  const pending = new Map<string, Pending>()

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    pending.delete(id)
    return entry
  }

  function abort(id: string, reason: string) {
    const entry = settle(id)
    entry?.reject(new FrameAbortedError({ rpc: entry.name === 'RPC_REQUEST', request: entry.name, reason }))
  }

  return {
    /** Waits for the reply to request `id`; `post` sends it (a throw rejects at once). `timeout` false: no limit. */
    add(id: string, name: FrameMessageName, timeout: number | false, post: () => void): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const entry: Pending = { name, resolve, reject, timer: undefined }
        if (timeout !== false)
          entry.timer = setTimeout(() => {
            onTimeout?.()
            abort(id, `No answer within ${timeout} ms`)
          }, timeout)
        pending.set(id, entry)
        try {
          post()
        } catch (error) {
          settle(id)
          reject(error)
        }
      })
    },
    /** Settles the request `event` replies to; false when it is no reply to a pending request. */
    handleReply(event: FrameEvent): boolean {
      const entry = pending.get(event.id)
      if (entry && isSuccessReply(entry.name, event)) {
        settle(event.id)
        entry.resolve((event as { payload: unknown }).payload)
        return true
      }
      if (entry && isErrorReply(entry.name, event)) {
        settle(event.id)
        const payload = (event as { payload: { message: string; code?: number | string | undefined; status?: number | undefined } }).payload
        const error = new FrameRequestError({ message: payload.message, code: payload.code, status: payload.status, request: entry.name })
        onErrorReply?.(error)
        entry.reject(error)
        return true
      }
      return false
    },
    /** Aborts the pending requests of these names; whether there was one. */
    abortNamed(names: readonly FrameMessageName[], reason: string): boolean {
      let aborted = false
      for (const [id, entry] of [...pending])
        if (names.includes(entry.name)) {
          aborted = true
          abort(id, reason)
        }
      return aborted
    },
    /** How many requests wait for their reply. */
    size: () => pending.size,
    abortAll(reason: string) {
      for (const id of [...pending.keys()]) abort(id, reason)
    },
  }
}
