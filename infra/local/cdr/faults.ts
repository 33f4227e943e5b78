/** A failure the local source plays instead of (or before) answering. */
export interface CdrFault {
  /** Answer with this status and a CDR error body (500, 503, 429…). */
  readonly status?: number;
  /** `Retry-After` to send: seconds, or an HTTP-date string. */
  readonly retryAfter?: number | string;
  /** Wait this long first (a slow source, or a client timeout). */
  readonly delayMs?: number;
  /** Answer 200 with a body that is not JSON. */
  readonly malformed?: boolean;
  /** Close the connection without answering (a network error). */
  readonly drop?: boolean;
}

/** Which requests a queued fault applies to. */
export interface FaultScope {
  /** Only this brand's requests. @default any brand */
  readonly brand?: string;
  /** Only list, detail or register requests. @default list and detail */
  readonly endpoint?: 'list' | 'detail' | 'register';
  /** How many matching requests fail. @default 1 */
  readonly times?: number;
}

interface Queued {
  readonly fault: CdrFault;
  readonly scope: FaultScope;
  remaining: number;
}

/** Faults queued for the next matching requests, plus per-brand modes. */
export class FaultPlan {
  readonly #queue: Queued[] = [];
  readonly #brandModes = new Map<string, CdrFault>();

  failNext(fault: CdrFault, scope: FaultScope = {}): void {
    this.#queue.push({ fault, scope, remaining: scope.times ?? 1 });
  }

  setBrandFault(brand: string, fault: CdrFault | undefined): void {
    if (fault) this.#brandModes.set(brand, fault);
    else this.#brandModes.delete(brand);
  }

  clear(): void {
    this.#queue.length = 0;
    this.#brandModes.clear();
  }

  /** The fault for a request, consuming one queued use. */
  take(
    brand: string,
    endpoint: 'list' | 'detail' | 'register',
  ): CdrFault | undefined {
    // The register fails only when asked by name, so a plan fault never lands on it.
    const index = this.#queue.findIndex(
      ({ scope }) =>
        (scope.brand === undefined || scope.brand === brand) &&
        (scope.endpoint === undefined
          ? endpoint !== 'register'
          : scope.endpoint === endpoint),
    );
    const queued = this.#queue[index];
    if (queued) {
      queued.remaining -= 1;
      if (queued.remaining <= 0) this.#queue.splice(index, 1);
      return queued.fault;
    }
    return this.#brandModes.get(brand);
  }
}
