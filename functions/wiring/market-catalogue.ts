import { dynamoCatalogueStore } from '#data/catalogue-snapshots';
import { createCatalogueReader } from '#use-cases/catalogue/catalogue-reader';
import { marketPlans } from '#use-cases/catalogue/market-plans';
import type { MarketCatalogue } from '#use-cases/ports-plans';

/** The one catalogue cache of this process, over the table. */
export const catalogueReader = createCatalogueReader(dynamoCatalogueStore);

/** The catalogue's cached partitions behind the MarketCatalogue port. */
export const marketCatalogue: MarketCatalogue = marketPlans(catalogueReader);
