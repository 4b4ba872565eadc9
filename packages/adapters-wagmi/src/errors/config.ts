import { BaseError } from './base.js'

export type Eip155NetworkRequiredErrorType = Eip155NetworkRequiredError & { name: 'Eip155NetworkRequiredError' }
/** `new WagmiAdapter({ networks })` got no eip155 network (wagmi's config needs at least one chain). */
export class Eip155NetworkRequiredError extends BaseError {
  override name = 'Eip155NetworkRequiredError'
  constructor({ networkIds }: { networkIds: readonly string[] }) {
    super('WagmiAdapter needs at least one eip155 network', { details: `Networks: ${networkIds.length ? networkIds.join(', ') : 'none'}` })
  }
}
