import { useRef } from 'react';
import { useIntoViewOnArrival } from './use-into-view-on-arrival';

interface ComparisonFailedProps {
  readonly message: string;
  /** It answers a press of Compare Plans, not the visitor's typing. */
  readonly bringIntoView: boolean;
}

/** Why a comparison has no results, where the results would have been. */
export function ComparisonFailed({
  message,
  bringIntoView,
}: ComparisonFailedProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useIntoViewOnArrival(ref, bringIntoView);
  return (
    <p ref={ref} className="card error" role="alert">
      {message}
    </p>
  );
}
