import { config } from './config.ts';
import { rotatingSecret, SECRET_REFRESH_MS } from './rotating-secret.ts';

/** Re-read this often, so a rotated secret reaches warm functions. */
export const ORIGIN_SECRET_REFRESH_MS = SECRET_REFRESH_MS;

/**
 * The origin-verify values a request may carry: the current one and,
 * while a rotation reaches CloudFront, the previous one.
 */
export const originSecrets = rotatingSecret(() => {
  const origin = config('origin');
  return {
    value: origin.ORIGIN_VERIFY_SECRET,
    arn: origin.ORIGIN_VERIFY_SECRET_ARN,
  };
});
