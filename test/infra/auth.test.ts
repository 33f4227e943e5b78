import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#manifest/routes';
import { synthTestStack } from '#test-support/synth';

let template: Template;

beforeAll(() => {
  template = synthTestStack();
});

const routeResource = (method: string, path: string) => {
  const found = Object.values(
    template.findResources('AWS::ApiGatewayV2::Route', {
      Properties: { RouteKey: `${method} ${path}` },
    }),
  );
  expect(found).toHaveLength(1);
  return found[0]?.Properties as Record<string, unknown>;
};

describe('the staff user pool', () => {
  it('is retained, admin-created only, with the ASVS password policy', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameAttributes: ['email'],
        DeletionProtection: 'ACTIVE',
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: 12,
            RequireLowercase: false,
            RequireSymbols: false,
          }),
        },
      }),
    });
  });

  it('has a staff group and a secretless SPA client with SRP and password auth', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'staff',
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
      ]),
    });
  });

  it('issues 15-minute access and id tokens, refreshed for 12 hours', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 720,
      TokenValidityUnits: {
        AccessToken: 'minutes',
        IdToken: 'minutes',
        RefreshToken: 'minutes',
      },
    });
  });
});

describe('the admin API', () => {
  it('has one JWT authorizer for the pool and the SPA client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        // The stateful stack's pool and client, read from its parameters.
        Audience: [{ Ref: Match.stringLikeRegexp('staffclientid') }],
        Issuer: {
          'Fn::Join': [
            '',
            Match.arrayWith([{ Ref: Match.stringLikeRegexp('staffpoolid') }]),
          ],
        },
      },
    });
  });

  const staff = routes.filter((r) => r.access === 'staff');
  const open = routes.filter((r) => r.access === 'public');

  it.each(staff.map((r) => [r.method, r.path] as const))(
    'puts the JWT authorizer on staff route %s %s',
    (method, path) => {
      const route = routeResource(method, path);
      expect(route.AuthorizationType).toBe('JWT');
      expect(route.AuthorizerId).toEqual({
        Ref: expect.stringMatching(/StaffAuthorizer/),
      });
    },
  );

  it.each(open.map((r) => [r.method, r.path] as const))(
    'leaves public route %s %s open',
    (method, path) => {
      expect(routeResource(method, path).AuthorizationType ?? 'NONE').toBe(
        'NONE',
      );
    },
  );

  it('tells every staff function which pool and client to trust', () => {
    const fns = template.findResources('AWS::Lambda::Function', {
      Properties: {
        Environment: {
          Variables: Match.objectLike({ AUTH_CLIENT_ID: Match.anyValue() }),
        },
      },
    });
    expect(Object.keys(fns)).toHaveLength(staff.length);
  });
});
