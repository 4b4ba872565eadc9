/**
 * What the frame's device key signs (shared by the frame script and the server; no Node or DOM
 * imports). Every `/api/*` request carries these headers; the signature covers the method, the
 * path, the body's sha256, a timestamp and a single-use nonce. An approval additionally carries a
 * proof over the approval id and the hash of the exact request the user saw.
 */
export const DEVICE_HEADERS = {
  key: 'x-kit-device-key',
  timestamp: 'x-kit-timestamp',
  nonce: 'x-kit-nonce',
  signature: 'x-kit-signature',
} as const

/** How far a request's timestamp may be from the server's clock (also how long nonces are kept). */
export const DEVICE_SIGNATURE_WINDOW_MS = 2 * 60_000

export const base64UrlPattern = /^[A-Za-z0-9_-]+$/

export function deviceRequestMessage(parameters: { method: string; path: string; bodyHash: string; timestamp: number; nonce: string }): string {
  return ['kit-device-request-v1', parameters.method.toUpperCase(), parameters.path, parameters.bodyHash, String(parameters.timestamp), parameters.nonce].join(
    '\n',
  )
}

export function approvalProofMessage(parameters: { approvalId: string; requestHash: string; approve: boolean }): string {
  return ['kit-approval-v1', parameters.approvalId, parameters.requestHash, parameters.approve ? 'approve' : 'reject'].join('\n')
}
