import { hitRateWindow } from '#data/rate-windows';
import { isSessionRevoked } from '#data/revoked-sessions';
import { makeHttpHandler } from '#platform/http-handler';

/** The one HTTP chain of every route, over the table's rate windows and signed-out sessions. */
export const httpHandler = makeHttpHandler({ hitRateWindow, isSessionRevoked });
