import '../switch.css';

const steps = ['Plan Summary', 'Your Details', 'Confirmation'];

/**
 * The three steps of /switch. The list gives the order to screen readers,
 * so the drawn number is hidden from them; the current step is marked.
 */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="switch-steps" aria-label="Switching steps">
      {steps.map((label, index) => {
        const step = index + 1;
        const state =
          step === current ? 'current' : step < current ? 'done' : 'todo';
        return (
          <li
            key={label}
            className="switch-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="switch-step-number" aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className="switch-step-label">
              {label}
              {state === 'done' && (
                <span className="visually-hidden"> (done)</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
