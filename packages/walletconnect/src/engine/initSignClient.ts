import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import type { WalletConnectMetadata, WalletConnectParameters } from '../types.js'
import { createConsoleLogger } from './consoleLogger.js'

export type SignClientInstance = InstanceType<typeof SignClient>

function defaultMetadata(): WalletConnectMetadata {
  const hasLocation = typeof location !== 'undefined' && typeof location.origin === 'string'
  const title = typeof document !== 'undefined' ? document.title : ''
  return {
    name: title || (hasLocation ? location.host : 'Kit'),
    description: '',
    url: hasLocation ? location.origin : 'http://localhost',
    icons: [],
  }
}

/**
 * Starts sign-client with the handle's parameters (the page's metadata by default, telemetry off,
 * a logger that keeps no lines: consoleLogger.ts says why).
 */
export async function initSignClient(parameters: WalletConnectParameters): Promise<SignClientInstance> {
  const client = await SignClient.init({
    projectId: parameters.projectId ?? 'kit',
    relayUrl: parameters.relayUrl,
    metadata: { ...defaultMetadata(), ...parameters.metadata } as SignClientTypes.Metadata,
    customStoragePrefix: parameters.customStoragePrefix,
    ...(parameters.storage ? { storage: parameters.storage } : {}),
    telemetryEnabled: false,
    logger: createConsoleLogger(parameters.logLevel ?? 'error'),
  } as SignClientTypes.Options)
  if (parameters.disableVerify) {
    // Offline (the local relay), Verify makes every connect and request wait 5 s for its iframe.
    client.core.verify.register = async () => ''
  }
  return client
}

/** Closes the client's socket and forgets its Core, so a later load starts afresh. */
export async function closeSignClient(client: SignClientInstance, parameters: WalletConnectParameters): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => undefined)
  // sign-client keeps one Core per storage prefix on globalThis.
  const key = `_walletConnectCore_${parameters.customStoragePrefix ?? ''}`
  const registry = globalThis as Record<string, unknown>
  if (registry[key] === client.core) {
    delete registry[key]
    delete registry[`${key}_count`]
  }
}
