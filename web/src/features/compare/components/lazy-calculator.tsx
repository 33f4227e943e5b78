import { lazy, Suspense, useEffect, useState } from 'react';
import { CalculatorIcon } from '@/components/ui/fab-icons';
import { whenIdle } from '@/lib/when-idle';
import '../compare.css';

// Radix Dialog and Tabs load once /compare is idle (or on the first
// press), not with the page.
const load = () => import('./calculator-dialog');
const CalculatorDialog = lazy(() =>
  load().then((m) => ({ default: m.CalculatorDialog })),
);

/**
 * The Calculate Bills button. Until first pressed it is a plain button;
 * then the dialog loads, opens, and its own trigger takes the button's
 * place, so focus returns there when the dialog closes.
 */
export function LazyCalculator() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
  const button = (
    <button
      type="button"
      className="button floating-calc fab"
      title="Calculate Bills"
      aria-haspopup="dialog"
      aria-expanded={wanted}
      onClick={() => setWanted(true)}
    >
      <CalculatorIcon />
      <span className="fab-label">Calculate Bills</span>
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <CalculatorDialog defaultOpen />
    </Suspense>
  );
}
