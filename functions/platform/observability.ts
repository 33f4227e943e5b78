import { Logger } from '@aws-lambda-powertools/logger';

/** The one logger of every function; never log request bodies (PII). */
export const logger = new Logger({
  serviceName: 'energy-compare',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO',
});
