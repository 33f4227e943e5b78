/** Median wall time (ms) of `runs` calls after `warmup` untimed calls. */
export function medianMs(fn: () => unknown, runs = 9, warmup = 2): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Async variant of {@link medianMs}. */
export async function medianMsAsync(
  fn: () => Promise<unknown>,
  runs = 5,
): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Prints one aligned figure. */
export function report(label: string, ms: number, extra = ''): void {
  process.stdout.write(
    `  ${label.padEnd(52)} ${ms.toFixed(2).padStart(9)} ms ${extra}\n`,
  );
}
