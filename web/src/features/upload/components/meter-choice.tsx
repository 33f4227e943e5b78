import { useId, useState } from 'react';
import type { MeterOption } from '../hooks/use-usage-upload';
import '../upload.css';

interface MeterChoiceProps {
  readonly meters: readonly MeterOption[];
  readonly error: string | undefined;
  readonly onChoose: (nmi: string | undefined) => void;
}

/**
 * Picks one meter (NMI) from a file that holds several; meters are never
 * mixed. Not a <form>, so it can sit inside the compare page's form.
 */
export function MeterChoice({ meters, error, onChoose }: MeterChoiceProps) {
  const id = useId();
  const [nmi, setNmi] = useState<string>();
  return (
    <fieldset
      className="upload-step"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend>
        This file has data for {meters.length} meters. Which one is yours?
      </legend>
      <p className="field-hint" id={`${id}-hint`}>
        Your NMI (National Metering Identifier) is printed on your electricity
        bill.
      </p>
      <div className="upload-radios">
        {meters.map((meter) => (
          <label key={meter.nmi} className="upload-radio">
            <input
              type="radio"
              name={`${id}-nmi`}
              value={meter.nmi}
              checked={nmi === meter.nmi}
              onChange={() => setNmi(meter.nmi)}
              onKeyDown={(event) => {
                // Enter chooses, rather than submitting a form around us.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                setNmi(meter.nmi);
                onChoose(meter.nmi);
              }}
            />
            NMI {meter.nmi}{' '}
            <span className="upload-muted">({meter.registers})</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button-primary"
        onClick={() => onChoose(nmi)}
      >
        Use this meter
      </button>
    </fieldset>
  );
}
