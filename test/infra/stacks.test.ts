import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestStacks, type TestStacks } from '#test-support/synth';
import { sharedValuePrefix } from '../../infra/stacks/shared-values.ts';

/** CloudFormation refuses a template over 500; each stack keeps room. */
const MOST_RESOURCES = 350;

let stacks: TestStacks;
beforeAll(() => {
  stacks = buildTestStacks();
});

type Json = {
  Resources: Record<
    string,
    { Type: string; DeletionPolicy?: string; Properties?: object }
  >;
  Parameters?: Record<string, { Type: string; Default?: unknown }>;
  Outputs?: Record<string, { Export?: unknown }>;
};
const json = (stack: Stack) => Template.fromStack(stack).toJSON() as Json;

const stateless = () => [stacks.events, stacks.api, stacks.site];

/** The app's SSM parameter names a stack reads at deploy (not CDK's own). */
const reads = (stack: Stack) =>
  Object.values(json(stack).Parameters ?? {})
    .filter((p) => p.Type.startsWith('AWS::SSM::Parameter::Value'))
    .map((p) => String(p.Default))
    .filter((name) => name.startsWith(sharedValuePrefix('test')));

/** SSM parameter names a stack writes. */
const writes = (stack: Stack) =>
  Object.values(json(stack).Resources)
    .filter((r) => r.Type === 'AWS::SSM::Parameter')
    .map((r) => String((r.Properties as { Name?: unknown }).Name));

describe('the stacks of the app', () => {
  it(`hold at most ${MOST_RESOURCES} resources each`, () => {
    const counts = Object.fromEntries(
      Object.values(stacks).map((s) => [
        s.stackName,
        Object.keys(json(s).Resources).length,
      ]),
    );
    expect(Object.keys(counts)).toHaveLength(4);
    for (const [name, count] of Object.entries(counts))
      expect(count, name).toBeLessThanOrEqual(MOST_RESOURCES);
  });

  it('keep the table, the staff pool and the retained bucket in the stateful stack only', () => {
    const kept = ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool'];
    const stateful = Object.values(json(stacks.stateful).Resources);
    for (const type of kept)
      expect(
        stateful.filter((r) => r.Type === type),
        type,
      ).toHaveLength(1);
    expect(
      stateful.filter(
        (r) => r.Type === 'AWS::S3::Bucket' && r.DeletionPolicy === 'Retain',
      ),
    ).toHaveLength(1);
    for (const stack of stateless()) {
      const resources = Object.values(json(stack).Resources);
      const name = stack.stackName;
      expect(
        resources.filter((r) => kept.includes(r.Type)),
        name,
      ).toEqual([]);
      // A stateless stack's bucket (the site's assets) goes with it.
      expect(
        resources.filter(
          (r) => r.Type === 'AWS::S3::Bucket' && r.DeletionPolicy === 'Retain',
        ),
        name,
      ).toEqual([]);
    }
  });

  it('share no CloudFormation export, so none can pin another stack', () => {
    for (const stack of Object.values(stacks)) {
      const template = json(stack);
      const exports = Object.values(template.Outputs ?? {}).filter(
        (o) => o.Export !== undefined,
      );
      expect(exports, stack.stackName).toEqual([]);
      expect(JSON.stringify(template), stack.stackName).not.toContain(
        'Fn::ImportValue',
      );
    }
  });

  it('read only values published by a stack deployed before them', () => {
    const order = [stacks.stateful, stacks.events, stacks.api, stacks.site];
    order.forEach((stack, i) => {
      const earlier = order.slice(0, i);
      const published = new Set(earlier.flatMap(writes));
      expect(reads(stack).filter((name) => !published.has(name))).toEqual([]);
      // cdk deploy --all follows the dependency on the previous stack.
      if (i > 0)
        expect(stack.dependencies.map((d) => d.stackName)).toEqual([
          order[i - 1]?.stackName,
        ]);
    });
    expect(reads(stacks.site).length).toBeGreaterThan(0);
  });
});
