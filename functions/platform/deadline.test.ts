import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { DeadlineExceededError, raceAbort, withDeadline } from './deadline.ts';

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

  it("lets an invocation's calls all wait on its deadline at once, past Node's warning at ten", async () => {
    // Arrange
    const warned: unknown[] = [];
    const onWarning = (warning: Error & { target?: unknown }) => {
      if (warning.name === 'MaxListenersExceededWarning')
        warned.push(warning.target);
    };
    process.on('warning', onWarning);
    const answers: (() => void)[] = [];
    const pending = () =>
      new Promise<void>((resolve) => {
        answers.push(resolve);
      });
    let deadline: AbortSignal | undefined;
    // Act
    const listening = await withDeadline(5_000, async (signal) => {
      deadline = signal;
      const calls = Array.from({ length: 25 }, () =>
        raceAbort(pending, signal),
      );
      const count = getEventListeners(signal, 'abort').length;
      for (const answer of answers) answer();
      await Promise.all(calls);
      return count;
    });
    // Node emits its warnings on a later turn.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    // Assert
    expect(listening).toBe(25);
    expect(warned).not.toContain(deadline);
  });
});
