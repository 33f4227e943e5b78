import { LoginForm } from '@/features/admin-shell/components/login-form';
import '@/features/admin-shell/admin-shell.css';

export function Component() {
  return (
    <main id="main" className="admin-login-page">
      <LoginForm />
    </main>
  );
}
