import type { PricesConfig } from '../config/apiConfigSchema.js';

export interface PriceSource {
  /** Whether answers can be given in this fiat currency (lower-case code). */
  supportsCurrency(currency: string): boolean;
  /** Price of one whole token in `currency`, or undefined when the symbol has no price. */
  price(symbol: string, currency: string): number | undefined;
}

/** Prices from the static table of the config (USD per symbol, converted with `fiatRates`). */
export function createPriceSource(config: PricesConfig): PriceSource {
  const rates = new Map(Object.entries({ ...config.fiatRates, usd: 1 }));
  const usd = new Map(Object.entries(config.usd).map(([symbol, price]) => [symbol.toUpperCase(), price]));
  return {
    supportsCurrency: (currency) => rates.has(currency),
    price(symbol, currency) {
      const rate = rates.get(currency);
      const price = usd.get(symbol.toUpperCase());
      return rate === undefined || price === undefined ? undefined : price * rate;
    },
  };
}
