/** Price of one whole unit of a token (by symbol) in the asked currency; undefined when unknown. */
export type PriceTable = (symbol: string) => number | undefined

export interface PriceSource {
  /** Whether answers can be given in this fiat currency (lower-case code). */
  supportsCurrency(currency: string): boolean
  /** The prices on one chain (CAIP-2) in `currency`. Never rejects: unknown prices are undefined. */
  pricesOn(chainId: string, currency: string): Promise<PriceTable>
}
