import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    /** The API without the local CloudFront in front (execute-api). */
    apiUrl: string;
    dynamoEndpoint: string;
    busEndpoint: string;
    tableName: string;
    /** The stack's secret hash key, so tests find the items it keys. */
    hashKey: string;
    /** cognito-local: endpoint, pool, SPA client, seeded staff login. */
    cognitoEndpoint: string;
    userPoolId: string;
    userPoolClientId: string;
    staffEmail: string;
    staffPassword: string;
  }
}

/**
 * Starts one in-memory local stack (DynamoDB Local, bus, outbox, gateway)
 * for the HTTP, flow and browser suites, and stops it after them.
 */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({
    port: 0,
    host: '127.0.0.1',
    retryBaseMs: 20,
    // Tests stand in for many visitors with CloudFront-Viewer-Address.
    trustClientViewerAddress: true,
  });
  project.provide('stackUrl', stack.url.replace('localhost', '127.0.0.1'));
  project.provide('apiUrl', stack.apiUrl);
  project.provide('dynamoEndpoint', stack.endpoints.dynamodb);
  project.provide('busEndpoint', stack.endpoints.bus);
  project.provide('tableName', stack.tableName);
  project.provide('hashKey', process.env.HASH_KEY ?? '');
  project.provide('cognitoEndpoint', stack.auth.endpoint);
  project.provide('userPoolId', stack.auth.userPoolId);
  project.provide('userPoolClientId', stack.auth.userPoolClientId);
  project.provide('staffEmail', stack.auth.staff.email);
  project.provide('staffPassword', stack.auth.staff.password);
  return () => stack.stop();
}
