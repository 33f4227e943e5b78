import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { StaffPool } from './staff-auth.ts';

/** Tells a staff route's function which pool and client to trust. */
export function bindAuth(fn: LambdaFunction, auth: StaffPool): void {
  fn.addEnvironment('AUTH_USER_POOL_ID', auth.userPool.userPoolId);
  fn.addEnvironment('AUTH_CLIENT_ID', auth.client.userPoolClientId);
}
