import { BaseError, type BaseErrorParameters } from './base.js'

export type ChainNotConfiguredErrorType = ChainNotConfiguredError & { name: 'ChainNotConfiguredError' }
/** The network is not in the kit's `networks` (docs/rules alert 'Network Not Found'). */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor({ networkId }: { networkId: string }) {
    super('Chain not configured', {
      details: `Network ${networkId} is not in the networks array`,
      metaMessages: ['Network Not Found: the network must be in the networks array.'],
    })
  }
}

export type ChainMismatchErrorType = ChainMismatchError & { name: 'ChainMismatchError' }
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  constructor({ expected, received }: { expected: string; received: string }) {
    super('Chain mismatch', { details: `Expected ${expected}, wallet is on ${received}` })
  }
}

export type SwitchNetworkErrorType = SwitchNetworkError & { name: 'SwitchNetworkError' }
export class SwitchNetworkError extends BaseError {
  override name = 'SwitchNetworkError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to switch network', parameters)
  }
}

export type BalanceUnavailableErrorType = BalanceUnavailableError & { name: 'BalanceUnavailableError' }
/** Balance fetch failed or the network is unsupported (docs/rules toast 'Token Balance Unavailable'). */
export class BalanceUnavailableError extends BaseError {
  override name = 'BalanceUnavailableError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Token Balance Unavailable', parameters)
  }
}

export type NetworkNamespaceMismatchErrorType = NetworkNamespaceMismatchError & { name: 'NetworkNamespaceMismatchError' }
/** A network of another namespace than the one asked for (e.g. a wallet reporting a Solana cluster to an EVM connection). */
export class NetworkNamespaceMismatchError extends BaseError {
  override name = 'NetworkNamespaceMismatchError'
  constructor({ namespace, networkId }: { namespace: string; networkId: string }) {
    super('Network namespace mismatch', { details: `Expected a ${namespace} network, got ${networkId}` })
  }
}
