import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { DeadlineExceededError, raceAbort } from './deadline.ts';

describe('raceAbort', () => {
  it('leaves no listener on the signal once each call settled', async () => {
    // Arrange
    const controller = new AbortController();
    // Act: an invocation's many database calls share its one signal.
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        raceAbort(async () => i, controller.signal),
      ),
    );
    await raceAbort(async () => {
      throw new Error('refused');
    }, controller.signal)
      // The call's own failure is what the caller sees.
      .catch((error: Error) => expect(error.message).toBe('refused'));
    // Assert
    expect(results).toHaveLength(25);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('rejects with the deadline when the signal aborts before the call answers', async () => {
    // Arrange
    const controller = new AbortController();
    const never = new Promise<number>(() => {});
    // Act
    const raced = raceAbort(() => never, controller.signal);
    controller.abort(new DeadlineExceededError(100));
    // Assert
    await expect(raced).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('rejects at once, without starting the call, when the deadline already passed', async () => {
    // Arrange
    const controller = new AbortController();
    controller.abort(new DeadlineExceededError(100));
    const call = vi.fn(async () => 1);
    // Act + Assert
    await expect(raceAbort(call, controller.signal)).rejects.toBeInstanceOf(
      DeadlineExceededError,
    );
    expect(call).not.toHaveBeenCalled();
  });
});
