import '../content.css';
export interface Step {
  readonly title: string;
  readonly text: string;
}

/** The three steps of comparing, as a numbered list. */
export const comparisonSteps: readonly Step[] = [
  {
    title: 'Enter your postcode',
    text: 'We find the plans retailers offer where you live, for electricity, gas or solar.',
  },
  {
    title: 'Upload your bill or enter your usage',
    text: 'Add your monthly kWh or bill amount, or upload a bill, so estimates reflect how you use energy.',
  },
  {
    title: 'Compare and switch',
    text: 'See plans ranked by estimated cost, then switch online or ask an expert to call you.',
  },
];

/** An ordered list of steps; the heading level fits the page. */
export function Steps({ level = 2 }: { level?: 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <ol className="steps">
      {comparisonSteps.map((step, i) => (
        <li key={step.title} className="card">
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>
          <Heading>{step.title}</Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
