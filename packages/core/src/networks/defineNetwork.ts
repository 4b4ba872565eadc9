import type { CaipNetwork } from '../types.js'

/** Identity helper that keeps the literal type of a network definition. */
export function defineNetwork<const network extends CaipNetwork>(network: network): network {
  return network
}
