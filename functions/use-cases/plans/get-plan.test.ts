import { describe, expect, it } from 'vitest';
import { NotFoundError } from '#platform/errors';
import type { PlanSummary } from '#shared/contracts/plans';
import { getActivePlan } from './get-plan.ts';

const plan = (isActive: boolean) =>
  ({ id: 'P1', planName: 'Saver', isActive }) as PlanSummary;

describe('getActivePlan', () => {
  it('answers an active plan', async () => {
    const active = plan(true);
    expect(await getActivePlan(async () => active, 'P1')).toEqual({
      plan: active,
    });
  });

  it('answers 404 for an inactive plan and for an unknown one', async () => {
    await expect(
      getActivePlan(async () => plan(false), 'P1'),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      getActivePlan(async () => undefined, 'P2'),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
