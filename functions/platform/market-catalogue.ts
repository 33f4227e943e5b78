import { marketPlans } from '#use-cases/catalogue/market-plans';
import type { MarketCatalogue } from '#use-cases/ports-plans';

/** The catalogue's cached partitions behind the MarketCatalogue port. */
export const marketCatalogue: MarketCatalogue = marketPlans;
