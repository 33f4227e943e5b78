import type { ComparedPlan } from '#shared/contracts/compare';

const CONFIDENCE_TEXT: Record<ComparedPlan['confidence'], string> = {
  exact: 'Exact: a year of your meter data on a fully published tariff.',
  estimated:
    'Estimated: a typical usage pattern for the amount you gave, or less than a year of readings scaled to a year.',
  approximate:
    'Approximate: part of this tariff is described only in words or left out.',
};

/** How far the estimate can be trusted, and every caveat in plain words. */
export function EstimateNotes({
  confidence,
  diagnostics,
}: Pick<ComparedPlan, 'confidence' | 'diagnostics'>) {
  return (
    <div className="estimate-notes">
      <p>{CONFIDENCE_TEXT[confidence]}</p>
      {diagnostics.length > 0 && (
        <ul>
          {diagnostics.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
