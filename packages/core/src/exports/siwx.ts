// @kit/core/siwx: sign-in message writing and reading (EIP-4361 / CAIP-122), shared by the kit
// and servers that verify sessions (apps/api) without loading the rest of the kit.
export { formatSiwxMessage, type SiwxMessageOptions } from '../siwx/formatSiwxMessage.js'
export { parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
export { SiwxMessageError, type SiwxMessageErrorType } from '../siwx/siwxErrors.js'
export { isSiwxNamespace, SIWX_ACCOUNT_NAMES, SIWX_ADDRESS_PATTERNS, type SiwxNamespace } from '../siwx/siwxNamespaces.js'
export { type Keccak256, toChecksumAddress } from '../siwx/toChecksumAddress.js'
export type { SIWXConfig, SIWXMessage, SIWXSession } from '../siwx/types.js'
