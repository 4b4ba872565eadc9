/** What crosses the Playwright binding: a result, an error's fields, or a thrown non-object. */
export type WalletBindingResponse =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly error: { readonly code: unknown; readonly message: string; readonly data?: unknown } }
  | { readonly ok: false; readonly thrown: unknown }

/** Runs `call` and packs its outcome so the page shim can rebuild it (keeping `error.code`). */
export async function serializeWalletResponse(call: () => Promise<unknown>): Promise<WalletBindingResponse> {
  try {
    return { ok: true, result: await call() }
  } catch (error) {
    if (typeof error !== 'object' || error === null) return { ok: false, thrown: error }
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
    const text = typeof message === 'string' ? message : String(error)
    return { ok: false, error: data === undefined ? { code, message: text } : { code, message: text, data } }
  }
}
