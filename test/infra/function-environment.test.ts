import { App, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { requiredVariables } from '#platform/config';
import { allTestStacks } from '#test-support/synth';
import { configGroupsOfFunction } from '../../infra/config/handler-configuration.ts';
import { AppFunction } from '../../infra/constructs/common/app-function.ts';

const unbundled = () => new App({ context: { 'aws:cdk:bundling-stacks': [] } });

describe('the environment each function is given', () => {
  it('holds every variable its handler reads, for every function of the stack', () => {
    // Arrange
    const stacks = allTestStacks();
    // Act: synth runs each function's check.
    const assembly = App.of(stacks[0] as Stack)?.synth();
    // Assert: the template carries the variables, not just the construct.
    const functions = stacks.flatMap((stack) =>
      stack.node
        .findAll()
        .filter((c): c is AppFunction => c instanceof AppFunction),
    );
    expect(functions.length).toBeGreaterThan(40);
    const siteReaders = functions.filter((fn) =>
      configGroupsOfFunction({
        id: fn.node.id,
        handler: fn.handlerEntry,
      }).includes('site'),
    );
    // The price-alert queue's drain among them: its e-mails link the site.
    expect(siteReaders.map((fn) => fn.node.id)).toContain('PriceAlertsFn');
    for (const fn of siteReaders) {
      const stack = Stack.of(fn);
      const template = assembly?.getStackArtifact(stack.artifactId)
        .template as {
        Resources: Record<
          string,
          { Properties: { Environment?: { Variables?: object } } }
        >;
      };
      const logicalId = stack.getLogicalId(fn.node.defaultChild as never);
      const variables =
        template.Resources[logicalId]?.Properties.Environment?.Variables ?? {};
      expect(Object.keys(variables), fn.node.path).toEqual(
        expect.arrayContaining(requiredVariables('site')),
      );
    }
  });

  it('refuses to synthesise a function that lacks a variable its handler reads', () => {
    // Arrange: the price-alert drain given the mail sender but no site URL.
    const app = unbundled();
    const stack = new Stack(app, 'MissingSiteUrl');
    new AppFunction(stack, 'PriceAlertsFn', {
      handlerEntry: 'queues/check-price-alerts',
      logRetention: RetentionDays.ONE_WEEK,
      environment: { TABLE_NAME: 't', MAIL_FROM: 'no-reply@example.com.au' },
    });
    // Act
    const synth = () => app.synth();
    // Assert
    expect(synth).toThrow(
      /queues\/check-price-alerts reads SITE_URL, which this function is not given/,
    );
  });

  it('counts a variable added after construction, as the bind helpers add them', () => {
    // Arrange
    const app = unbundled();
    const stack = new Stack(app, 'AddedLater');
    const fn = new AppFunction(stack, 'PublisherFn', {
      handlerEntry: 'streams/publish-lead-events',
      logRetention: RetentionDays.ONE_WEEK,
    });
    // Act
    fn.addEnvironment('EVENT_BUS_NAME', 'bus');
    // Assert
    expect(() => app.synth()).not.toThrow();
  });

  it('asks a public route for no staff pool settings, and a staff route for them', () => {
    // Arrange
    const app = unbundled();
    const stack = new Stack(app, 'Routes');
    // Every HTTP route may rate limit, so every one is given the hash key.
    const env = {
      TABLE_NAME: 't',
      ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:x',
      HASH_KEY_ARN: 'arn:aws:y',
    };
    new AppFunction(stack, 'PublicFn', {
      handlerEntry: 'http/public/list-plans',
      routeAccess: 'public',
      logRetention: RetentionDays.ONE_WEEK,
      environment: env,
    });
    new AppFunction(stack, 'StaffFn', {
      handlerEntry: 'http/admin/list-leads',
      routeAccess: 'staff',
      logRetention: RetentionDays.ONE_WEEK,
      environment: env,
    });
    // Act
    const synth = () => app.synth();
    // Assert
    expect(synth).toThrow(/http\/admin\/list-leads reads AUTH_USER_POOL_ID/);
    expect(synth).not.toThrow(/list-plans/);
  });
});
