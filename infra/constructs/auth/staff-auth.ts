import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  type IUserPool,
  type IUserPoolClient,
  Mfa,
  UserPool,
  UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { accept } from '../common/nag.ts';
import { STAFF_TOKEN_LIFETIMES } from './token-lifetimes.ts';

/** The Cognito group whose members may use the admin API. */
export const STAFF_GROUP_NAME = 'staff';

/** What the API needs of staff sign-in: the pool and the SPA's client. */
export interface StaffPool {
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
}

/** The pool and client another stack created, by their ids. */
export function staffPoolOf(
  scope: Construct,
  ids: { userPoolId: string; clientId: string },
): StaffPool {
  return {
    userPool: UserPool.fromUserPoolId(scope, 'StaffPool', ids.userPoolId),
    client: UserPoolClient.fromUserPoolClientId(
      scope,
      'StaffPoolClient',
      ids.clientId,
    ),
  };
}

/**
 * Staff sign-in: a user pool (RETAIN; its construct id must never change),
 * the `staff` group and the SPA's app client.
 *
 * Password policy against OWASP ASVS 4.0.3 V2.1: at least 12 characters
 * (2.1.1), no composition rules (2.1.9) so pass-phrases work, up to 256
 * allowed by Cognito (2.1.2). Staff are created by an administrator only
 * (no self sign-up); Cognito's own lockout slows repeated failures (2.2.1)
 * on top of the SPA's back-off. Breached-password checks (2.1.7) need the
 * Cognito Plus plan's compromised-credentials protection: a cost decision
 * left to the operator. TOTP MFA is offered (2.8) but optional until the
 * admin screens grow an enrolment step.
 */
export class StaffAuth extends Construct implements StaffPool {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'StaffPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    accept(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Deliberate: OWASP ASVS 4.0.3 2.1.9 forbids composition rules; the ' +
          'policy is length-based (12+ characters) so pass-phrases work.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'TOTP MFA is offered (optional) until the admin screens grow an ' +
          'enrolment step; then it becomes required.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          "The Plus plan's threat protection is a cost decision left to the " +
          'operator (see the ASVS note above); no self sign-up, admin-made users.',
      },
    ]);
    // A public SPA client: no secret; SRP and (for cognito-local parity)
    // USER_PASSWORD_AUTH; short-lived tokens, revocable on sign-out.
    this.client = this.userPool.addClient('SpaClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      // The SPA signs in with its own form: no hosted UI, no OAuth flows.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(
        STAFF_TOKEN_LIFETIMES.accessMinutes,
      ),
      idTokenValidity: Duration.minutes(STAFF_TOKEN_LIFETIMES.idMinutes),
      refreshTokenValidity: Duration.hours(STAFF_TOKEN_LIFETIMES.refreshHours),
    });
    new CfnUserPoolGroup(this, 'StaffGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: STAFF_GROUP_NAME,
      description: 'Staff who may use the admin area and API',
    });
  }
}
