/**
 * Built files that stay off the public site, as globs for the bucket
 * deployment: source maps would hand anyone the readable source. They are
 * still built, for error reporting and local debugging.
 */
export const NOT_PUBLIC = ['*.map', '**/*.map'] as const;

/** The same rule for one URL path, for the local gateway. */
export const isPublicFile = (urlPath: string) => !urlPath.endsWith('.map');
