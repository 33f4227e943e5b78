import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { askUntilNotBusy, pause } from './ask-until-not-busy';

const busy = (seconds?: number) =>
  new ApiRequestError(503, { code: 'UNAVAILABLE', message: 'busy' }, seconds);

/** Asks that fail with `failures` in turn, then answer 'plans'. */
function asks(...failures: Error[]) {
  const queue = [...failures];
  return vi.fn(async () => {
    const failure = queue.shift();
    if (failure) throw failure;
    return 'plans';
  });
}

describe('askUntilNotBusy', () => {
  it('asks again after the wait a busy answer names, and gives the answer', async () => {
    // Arrange
    const ask = asks(busy(1), busy(2));
    const wait = vi.fn(async (_ms: number) => {});
    // Act
    const answer = await askUntilNotBusy(ask, { wait });
    // Assert
    expect(answer).toBe('plans');
    expect(ask).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('gives up with the busy answer after three asks', async () => {
    const ask = asks(busy(1), busy(1), busy(1));
    const error = await askUntilNotBusy(ask, { wait: async () => {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a refusal', new ApiRequestError(400, undefined)],
    ['a 503 that names no wait', busy()],
    ['a wait over five seconds', busy(30)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('does not ask again after %s', async (_, failure) => {
    const ask = asks(failure);
    await expect(askUntilNotBusy(ask, { wait: async () => {} })).rejects.toBe(
      failure,
    );
    expect(ask).toHaveBeenCalledOnce();
  });

  it('asks no more once the visitor moved on', async () => {
    // Arrange
    const controller = new AbortController();
    const ask = asks(busy(1));
    const wait = vi.fn(async () => {});
    // Act: new inputs abort the comparison while it is being asked.
    const asked = askUntilNotBusy(ask, { signal: controller.signal, wait });
    controller.abort(new Error('new inputs'));
    // Assert
    await expect(asked).rejects.toBeInstanceOf(ApiRequestError);
    expect(ask).toHaveBeenCalledOnce();
    expect(wait).not.toHaveBeenCalled();
  });
});

describe('pause', () => {
  it('ends with the abort reason when the signal aborts during the wait', async () => {
    const controller = new AbortController();
    const waited = pause(60_000, controller.signal);
    controller.abort(new Error('new inputs'));
    await expect(waited).rejects.toThrow('new inputs');
  });
});
