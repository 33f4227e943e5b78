/** Resolution of plan time windows. */
export const SLOT_MINUTES = 5;
/** Five-minute slots in a day. */
export const SLOTS_PER_DAY = 1440 / SLOT_MINUTES;

/** Day names by day of week (0 = Sunday). */
export const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function clock(slotOfDay: number): string {
  const minutes = slotOfDay * SLOT_MINUTES;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hh}:${String(minutes % 60).padStart(2, '0')}`;
}

function describe(slots: readonly number[]): string {
  const first = slots[0] ?? 0;
  const last = slots[slots.length - 1] ?? 0;
  const day = DAY_NAMES[Math.floor(first / SLOTS_PER_DAY)] ?? '?';
  const from = clock(first % SLOTS_PER_DAY);
  return `${day} ${from}-${clock((last % SLOTS_PER_DAY) + 1)}`;
}

/** Contiguous same-day runs of slots, described like `SAT 07:00-22:00`. */
export function describeRuns(slots: readonly number[]): string {
  const runs: number[][] = [];
  for (const slot of slots) {
    const run = runs[runs.length - 1];
    const prev = run?.[run.length - 1];
    const sameDay =
      prev !== undefined &&
      Math.floor(prev / SLOTS_PER_DAY) === Math.floor(slot / SLOTS_PER_DAY);
    if (run && prev === slot - 1 && sameDay) run.push(slot);
    else runs.push([slot]);
  }
  const shown = runs.slice(0, 4).map(describe).join(', ');
  return runs.length > 4 ? `${shown} and ${runs.length - 4} more` : shown;
}

/** A compact key of a slot layout (run-length encoded). */
export function runLengthKey(slots: Int8Array): string {
  let key = '';
  let start = 0;
  for (let i = 1; i <= slots.length; i++) {
    if (i === slots.length || slots[i] !== slots[start]) {
      key += `${slots[start]}x${i - start},`;
      start = i;
    }
  }
  return key;
}
