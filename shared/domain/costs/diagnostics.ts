/**
 * A finding about a plan's tariff: `error` means the engine will not price
 * the plan (it would have to guess); `warning` means it priced it with a
 * stated simplification.
 */
export interface TariffDiagnostic {
  readonly severity: 'error' | 'warning';
  /** Field path in the CDR document, e.g. `electricityContract.tariffPeriod[1]`. */
  readonly path: string;
  readonly message: string;
  /** The price rests on free text or leaves a published charge out. */
  readonly approximate?: boolean;
}

/** Thrown when asked to price a plan that has error diagnostics. */
export class TariffError extends Error {
  override readonly name = 'TariffError';
  constructor(
    readonly planId: string,
    readonly diagnostics: readonly TariffDiagnostic[],
  ) {
    const first = diagnostics[0];
    super(
      `plan ${planId} cannot be priced: ${first ? `${first.path}: ${first.message}` : 'unknown'}` +
        (diagnostics.length > 1 ? ` (+${diagnostics.length - 1} more)` : ''),
    );
  }
}
