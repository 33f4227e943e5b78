/**
 * The pre-render step of `npm run build:web`, after `vite build`: the
 * pages name the site as the stored settings do when the build is given
 * their table, else by the default name (docs/settings.md).
 */
import { prerenderWeb } from './prerender-web.ts';
import { buildSiteName } from './site-name.ts';

await prerenderWeb(await buildSiteName());
