import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { logIn, loginDelayMs } from '@/lib/auth';
import { returnPath } from '../return-path';

/** Errors where Cognito answered "no": the credentials, not the system. */
const REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'TooManyRequestsException',
  'LimitExceededException',
]);

/**
 * The login form's behaviour: its messages, then the admin page that sent
 * staff here (`?next=`), else /admin/dashboard;
 * after repeated failures the button waits (client-side back-off).
 */
export function useLogin() {
  const notify = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (waitUntil <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [waitUntil, now]);

  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  const submit = async (email: string, password: string) => {
    if (submitting || waitSeconds > 0) return;
    setSubmitting(true);
    try {
      await logIn(email, password);
      notify({
        title: 'Login successful',
        description: 'Welcome to the admin panel',
      });
      navigate(returnPath(params.get('next')), { replace: true });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const message = error instanceof Error ? error.message : '';
      const refused = REFUSALS.has(name);
      notify({
        title: refused ? 'Login failed' : 'Login error',
        description:
          message ||
          (refused ? 'Invalid credentials' : 'An unexpected error occurred'),
        variant: 'destructive',
      });
      const count = failures + 1;
      setFailures(count);
      setWaitUntil(Date.now() + loginDelayMs(count));
      setNow(Date.now());
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, waitSeconds };
}
