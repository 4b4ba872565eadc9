/** No upstream of the chain gave a usable answer (each was tried once, in rank order): `POST /v1/rpc` answers 502. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError'
}

/** An upstream did not accept the connection, or did not answer, within the attempt's timeout. */
export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError'
  constructor(
    readonly stage: 'connection' | 'answer',
    readonly timeoutMs: number,
  ) {
    super(`no ${stage} within ${timeoutMs} ms`)
  }
}

/** An upstream closed the connection before its answer was complete (a kept-alive socket it had closed meanwhile, when no byte came). */
export class UpstreamConnectionClosedError extends Error {
  override name = 'UpstreamConnectionClosedError'
  constructor() {
    super('connection closed before the answer was complete')
  }
}

/** An upstream's answer is larger than the API reads from a chain node; the connection is dropped. */
export class UpstreamAnswerTooLargeError extends Error {
  override name = 'UpstreamAnswerTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`answer larger than ${maxBytes} bytes`)
  }
}

/** An upstream's bytes are not an HTTP/1.1 response this API reads (status line, framing, head size). */
export class MalformedHttpResponseError extends Error {
  override name = 'MalformedHttpResponseError'
}

/** An upstream answered 2xx with something that is not a JSON-RPC answer of the request's shape (not JSON, or an object to a batch). */
export class MalformedUpstreamAnswerError extends Error {
  override name = 'MalformedUpstreamAnswerError'
}

/** An upstream answered a status outside 2xx. */
export class UpstreamHttpError extends Error {
  override name = 'UpstreamHttpError'
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}
