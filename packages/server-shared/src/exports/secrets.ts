// The refusal of secrets that ship in the repository: needs `viem` (the server's own dependency).
export { ANVIL_KEY_COUNT, anvilTestKeys, ShippedSecretError, shippedSecretMessage } from '../secrets/shippedSecrets.js'
