import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits a settling second after the page has loaded before running', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = whenIdle(task);
    vi.advanceTimersByTime(1500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
