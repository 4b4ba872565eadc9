import { ApiError } from '../http/apiError.js'

/** The specific refusals of the profile (name) routes; each has its own code. */
export const nameErrors = {
  notFound: () => new ApiError(404, { message: 'Name not found', code: 'NAME_NOT_FOUND' }),
  staleMessage: (maxAgeSeconds: number) =>
    new ApiError(400, { message: `Message timestamp is more than ${maxAgeSeconds} s away from now`, code: 'STALE_MESSAGE' }),
  invalidSignature: () => new ApiError(401, { message: 'Invalid signature', code: 'INVALID_SIGNATURE' }),
  signatureUsed: () => new ApiError(409, { message: 'Signature already used', code: 'SIGNATURE_USED' }),
  nameTaken: () => new ApiError(409, { message: 'Name already registered', code: 'NAME_TAKEN' }),
  addressHasName: () => new ApiError(409, { message: 'Address already has a name for this coin type', code: 'ADDRESS_HAS_NAME' }),
  gatewayOff: () => new ApiError(404, { message: 'Names gateway not configured', code: 'GATEWAY_NOT_CONFIGURED' }),
}
