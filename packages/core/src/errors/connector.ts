import { BaseError, type BaseErrorParameters } from './base.js'

export type ConnectionRejectedErrorType = ConnectionRejectedError & { name: 'ConnectionRejectedError' }
/** The wallet refused the connection (4001 while connecting). */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection rejected', parameters)
  }
}

export type FailedToConnectErrorType = FailedToConnectError & { name: 'FailedToConnectError' }
/** Anything else that stopped a connection, with the cause kept. */
export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

export type ModalClosedErrorType = ModalClosedError & { name: 'ModalClosedError' }
export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError'
  constructor() {
    super('Modal closed')
  }
}

export type ConnectorNotFoundErrorType = ConnectorNotFoundError & { name: 'ConnectorNotFoundError' }
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor({ connectorId }: { connectorId?: string | undefined } = {}) {
    super('No connector found for connection', connectorId ? { details: `Connector: ${connectorId}` } : {})
  }
}

export type ConnectorAlreadyConnectedErrorType = ConnectorAlreadyConnectedError & {
  name: 'ConnectorAlreadyConnectedError'
}
export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError'
  constructor() {
    super('Connector already connected')
  }
}

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & { name: 'ConnectorNotConnectedError' }
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor({ namespace }: { namespace?: string | undefined } = {}) {
    super('Connector not connected', namespace ? { details: `Namespace: ${namespace}` } : {})
  }
}

export type ConnectorAccountNotFoundErrorType = ConnectorAccountNotFoundError & {
  name: 'ConnectorAccountNotFoundError'
}
export class ConnectorAccountNotFoundError extends BaseError {
  override name = 'ConnectorAccountNotFoundError'
  constructor({ address }: { address: string }) {
    super('Connector account not found', { details: `Address: ${address}` })
  }
}

export type ConnectorUnavailableReconnectingErrorType = ConnectorUnavailableReconnectingError & {
  name: 'ConnectorUnavailableReconnectingError'
}
export class ConnectorUnavailableReconnectingError extends BaseError {
  override name = 'ConnectorUnavailableReconnectingError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Connector unavailable while reconnecting', { details: `Connector: ${connectorId}` })
  }
}

export type ConnectorCapabilityNotSupportedErrorType = ConnectorCapabilityNotSupportedError & {
  name: 'ConnectorCapabilityNotSupportedError'
}
/** A connector lacks an optional capability (never faked with a stub value). */
export class ConnectorCapabilityNotSupportedError extends BaseError {
  override name = 'ConnectorCapabilityNotSupportedError'
  constructor({ capability, connectorId }: { capability: string; connectorId: string }) {
    super(`Connector does not support ${capability}`, { details: `Connector: ${connectorId}` })
  }
}

export type MultiWalletNotEnabledErrorType = MultiWalletNotEnabledError & { name: 'MultiWalletNotEnabledError' }
/** Switching between connections while the project's multi-wallet feature is off (docs/rules/errors.md). */
export class MultiWalletNotEnabledError extends BaseError {
  override name = 'MultiWalletNotEnabledError'
  constructor() {
    super('Multi-wallet not enabled')
  }
}
