import { ulid } from 'ulid';
import type { Clock, IdGenerator } from '#use-cases/ports';

/** The real clock and id source; tests pass their own. */
export const clock: Clock = { now: () => new Date() };

export const ids: IdGenerator = { next: () => ulid() };
