import { BaseError } from './base.js'

export type InvalidWalletConnectUriErrorType = InvalidWalletConnectUriError & { name: 'InvalidWalletConnectUriError' }
/**
 * `open({ uri })` with something that is not a WalletConnect pairing URI
 * (`wc:<topic>@<version>?relay-protocol=…&symKey=…`, as a UniversalProvider's `display_uri` gives it).
 */
export class InvalidWalletConnectUriError extends BaseError {
  override name = 'InvalidWalletConnectUriError'
  readonly uri: string
  constructor({ uri }: { uri: string }) {
    super('Invalid WalletConnect URI', {
      metaMessages: ['Pass the URI the WalletConnect provider reported (its display_uri event): wc:<topic>@<version>?…'],
      details: `Received: ${JSON.stringify(uri.length > 80 ? `${uri.slice(0, 80)}…` : uri)}`,
    })
    this.uri = uri
  }
}
