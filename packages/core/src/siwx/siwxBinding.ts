import type { FetchFn } from '../api/createApiClient.js'
import type { KitStorage } from '../storage/createStorage.js'

/** What a kit gives the ready-made configurations (kitSiwx, localSiwx) when it adopts them. */
export type SiwxBinding = {
  projectId: string
  storage: KitStorage
  fetch: FetchFn
  /** The app's name (statement) and URL (fallback domain outside a browser). */
  appName: string | undefined
  appUrl: string | undefined
  apiUrl: string | undefined
}

/** A configuration that needs the kit's storage and project; `createKit` calls `bind` once. */
export type BindableSiwxConfig = { readonly bind: (binding: SiwxBinding) => void }
