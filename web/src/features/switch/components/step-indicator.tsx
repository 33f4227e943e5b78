const steps = ['Plan Summary', 'Your Details', 'Confirmation'];

/** The three steps of /switch, the current one marked for screen readers. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="switch-steps" aria-label="Switching steps">
      {steps.map((label, index) => (
        <li
          key={label}
          className={
            index + 1 === current
              ? 'switch-step switch-step-current'
              : 'switch-step'
          }
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          <span className="switch-step-number">{index + 1}</span> {label}
        </li>
      ))}
    </ol>
  );
}
