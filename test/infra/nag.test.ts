import { Stage } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { allTestStacks, synthTestStack } from '#test-support/synth';

let template: Template;
/** A synthesis message of the stacks: cdk-nag's findings among them. */
let messages: { level: string; id: string; entry: { data?: unknown } }[];

beforeAll(() => {
  // The test app carries both packs (test/support/synth.ts); their
  // findings are messages of the one assembly every infra file reads
  // (Annotations.fromStack would synthesise the app again).
  const stacks = allTestStacks();
  messages = stacks.flatMap((stack) => [
    ...(Stage.of(stack)?.synth().getStackArtifact(stack.artifactId).messages ??
      []),
  ]);
  template = synthTestStack();
});

/** The pack's findings of one level, as `path: rule and text`. */
const findings = (level: 'error' | 'warning', pack: string) =>
  messages
    .filter((m) => m.level === level)
    .filter((m) => String(m.entry.data).includes(`${pack}-`))
    .map((m) => `${m.id}: ${String(m.entry.data).split('\n')[0]}`);

describe('cdk-nag on the synthesised stacks', () => {
  for (const pack of ['AwsSolutions', 'Serverless']) {
    it(`leaves no unsuppressed ${pack} errors`, () => {
      expect(findings('error', pack)).toEqual([]);
    });

    it(`leaves no unsuppressed ${pack} warnings`, () => {
      expect(findings('warning', pack)).toEqual([]);
    });
  }

  it('gives every suppression a written reason', () => {
    // Arrange
    const resources = template.toJSON().Resources as Record<
      string,
      { Metadata?: Record<string, unknown> }
    >;
    // Act
    const suppressions = Object.values(resources).flatMap((r) => {
      const nag = r.Metadata?.cdk_nag as
        | { rules_to_suppress?: { id: string; reason: string }[] }
        | undefined;
      return nag?.rules_to_suppress ?? [];
    });
    // Assert
    expect(suppressions.length).toBeGreaterThan(0);
    for (const { id, reason } of suppressions) {
      expect(reason.length, id).toBeGreaterThanOrEqual(40);
    }
  });

  it('accepts Resource * on app roles only for actions that need it', () => {
    // Arrange: the IAM5 `Resource::*` suppression on functions relies on it.
    const policies = template.findResources('AWS::IAM::Policy');
    // Act
    const starActions = Object.entries(policies)
      .filter(([id]) => !id.startsWith('CustomCDKBucketDeployment'))
      .flatMap(([, policy]) => {
        const statements = (
          policy as {
            Properties: {
              PolicyDocument: {
                Statement: { Action: string | string[]; Resource: unknown }[];
              };
            };
          }
        ).Properties.PolicyDocument.Statement;
        return statements
          .filter((s) => s.Resource === '*')
          .flatMap((s) => [s.Action].flat());
      });
    // Assert
    expect(new Set(starActions)).toEqual(
      new Set([
        'xray:PutTraceSegments',
        'xray:PutTelemetryRecords',
        'dynamodb:ListStreams',
      ]),
    );
  });

  it('logs the HTTP API stage without client IPs and throttles it', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.not(Match.stringLikeRegexp('sourceIp|userAgent')),
      },
      DefaultRouteSettings: {
        ThrottlingRateLimit: Match.anyValue(),
        ThrottlingBurstLimit: Match.anyValue(),
      },
    });
  });
});
