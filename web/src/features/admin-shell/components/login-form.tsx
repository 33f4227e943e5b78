import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field';
import { useLogin } from '../hooks/use-login';
import '../admin-shell.css';

/** /admin/login: e-mail and password, both required. */
export function LoginForm() {
  const { submit, submitting, waitSeconds } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(email.trim(), password);
  };
  const label = submitting
    ? 'Signing in...'
    : waitSeconds > 0
      ? `Try again in ${waitSeconds}s`
      : 'Sign In';
  return (
    <form className="card admin-login" onSubmit={onSubmit}>
      <h1>Admin Login</h1>
      <Field label="Email" required>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label="Password" required>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="button button-primary"
        disabled={submitting || waitSeconds > 0}
      >
        {label}
      </button>
      {waitSeconds > 0 && (
        <p className="field-hint" role="status">
          Too many failed attempts. Please wait {waitSeconds} seconds.
        </p>
      )}
    </form>
  );
}
