/** The arguments of an EIP-1193 `request` call. */
export type Eip1193RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object | undefined
}

/**
 * Any EIP-1193 provider: injected wallets, EIP-6963 announcements, test wallets. Typed loosely on
 * purpose so every real provider (including viem's `EIP1193Provider`) fits.
 */
export type Eip1193Provider = {
  request(arguments_: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...arguments_: any[]) => void): unknown
  removeListener?(event: string, listener: (...arguments_: any[]) => void): unknown
}

/** EIP-6963 `EIP6963ProviderInfo`. */
export type Eip6963ProviderInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** EIP-6963 `EIP6963ProviderDetail`: the `detail` of an `eip6963:announceProvider` event. */
export type Eip6963ProviderDetail = {
  readonly info: Eip6963ProviderInfo
  readonly provider: Eip1193Provider
}
