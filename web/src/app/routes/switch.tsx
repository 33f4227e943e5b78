import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { SwitchRequestCreated } from '#shared/contracts/switch-requests';
import { pageMeta } from '@/features/content/page-meta';
import { ChosenPlan } from '@/features/switch/components/chosen-plan';
import { Confirmation } from '@/features/switch/components/confirmation';
import { DetailsForm } from '@/features/switch/components/details-form';
import { PlanSummary } from '@/features/switch/components/plan-summary';
import { StepIndicator } from '@/features/switch/components/step-indicator';
import { useSwitchForm } from '@/features/switch/hooks/use-switch-form';
import { useSwitchPlan } from '@/features/switch/hooks/use-switch-plan';
import { usePageMeta } from '@/lib/page-meta';

/** Usage defaults to 300 kWh a month. */
const DEFAULT_USAGE = 300;
const BACK_AFTER_MS = 4000;

/** /switch: the three steps to request a switch. */
export function Component() {
  usePageMeta(pageMeta.switch.title, pageMeta.switch.description);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const planId = params.get('plan');
  const postcode = params.get('postcode') ?? '';
  const usage = Number(params.get('usage') ?? DEFAULT_USAGE) || DEFAULT_USAGE;
  const load = useSwitchPlan(planId);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [created, setCreated] = useState<SwitchRequestCreated | null>(null);
  // Each step starts at the top: on a phone the button pressed is far down.
  const goTo = (next: 1 | 2 | 3) => {
    setStep(next);
    window.scrollTo(0, 0);
  };
  // Held here, not in step 2, so Back and Continue keep what was typed.
  const form = useSwitchForm(planId ?? '', postcode, usage, (result) => {
    setCreated(result);
    goTo(3);
  });
  useEffect(() => {
    if (load.status !== 'missing' || !planId) return;
    const timer = setTimeout(
      () => navigate('/compare', { replace: true }),
      BACK_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [load.status, planId, navigate]);

  if (!planId) return <Navigate to="/compare" replace />;
  return (
    <div className="container page">
      <h1>Switch to a new plan</h1>
      {load.status === 'loading' && (
        <p aria-live="polite">Loading plan details</p>
      )}
      {load.status === 'missing' && (
        <div className="card" role="alert">
          <h2>Plan Not Found</h2>
          <p>
            This plan is no longer available. Taking you back to the comparison…
          </p>
          <Link to="/compare" className="button">
            Back to Comparison
          </Link>
        </div>
      )}
      {load.status === 'ready' && (
        <>
          <StepIndicator current={step} />
          {step === 1 && (
            <PlanSummary
              plan={load.plan}
              monthlyUsage={usage}
              onContinue={() => goTo(2)}
            />
          )}
          {step === 2 && (
            <div className="switch-layout">
              <ChosenPlan plan={load.plan} monthlyUsage={usage} />
              <DetailsForm form={form} onBack={() => goTo(1)} />
            </div>
          )}
          {step === 3 && created && <Confirmation created={created} />}
        </>
      )}
    </div>
  );
}
