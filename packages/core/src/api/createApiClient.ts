import { version } from '../errors/version.js'

/** The `fetch` a client uses; injectable for tests and non-browser hosts. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

export type CreateApiClientParameters = {
  /** Base URL of the Kit API (`apiUrl`), e.g. `http://127.0.0.1:8787`. */
  baseUrl: string
  projectId: string
  /** `st` of every GET (docs/rules/calls.md). Default `appkit`. */
  sdkType?: string | undefined
  /** `sv` of every GET, e.g. `html-kit-0.1.0` or `react-kit-0.1.0`. Default `html-kit-<version>`. */
  sdkVersion?: string | undefined
  /** Default: the global `fetch`, looked up at call time. */
  fetchFn?: FetchFn | undefined
  /** Milliseconds before a request is aborted. Default 10 000. */
  timeout?: number | undefined
}

/** A stateless description of one API endpoint set: no cache, no state (docs/contributing.md, "State: one kit, slices and actions"). */
export type ApiClient = {
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
  readonly timeout: number
  readonly fetchFn: FetchFn
}

/** The `st` the Kit API receives when none is set: `appkit`, AppKit's value. */
export const defaultSdkType = 'appkit'
/** The `sv` the Kit API receives when the app sets none: `html-kit-<version>`. */
export const defaultSdkVersion = `html-kit-${version}`

/**
 * Creates a Kit API client: the base URL, project and SDK identity every endpoint function
 * (`getBalance(client, …)`, `getWallets(client, …)`, …) sends, and the `fetch` it uses.
 *
 * @example
 * const client = createApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'kit-demo' })
 * const { balances } = await getBalance(client, { address: '0x…', chainId: 'eip155:31337' })
 */
export function createApiClient({
  baseUrl,
  projectId,
  sdkType = defaultSdkType,
  sdkVersion = defaultSdkVersion,
  fetchFn,
  timeout = 10_000,
}: CreateApiClientParameters): ApiClient {
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    projectId,
    sdkType,
    sdkVersion,
    timeout,
    fetchFn: fetchFn ?? ((input, init) => globalThis.fetch(input, init)),
  }
}
