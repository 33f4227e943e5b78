import { dynamoCatalogueStore } from '#data/catalogue-snapshots';
import { type PublishRequest, publishSnapshots } from './publish-snapshots.ts';

export {
  INDEX_PARTITION,
  type PublishRequest,
  type PublishResult,
  SUPERSEDED_SNAPSHOT_TTL_S,
} from './publish-snapshots.ts';

/**
 * The import's way in until it takes a CatalogueStore and calls
 * publishSnapshots itself; then this module goes.
 */
export const publishCatalogueSnapshots = (request: PublishRequest) =>
  publishSnapshots(dynamoCatalogueStore, request);
