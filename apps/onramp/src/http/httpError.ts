/** A request the sandbox refuses, answered `{ error: message }` with `status` (bad input 400, wrong key 401, unknown order 404, already paid 409, too large 413). */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 413,
    message: string,
  ) {
    super(message)
  }
}
