import { LoginForm } from '@/features/admin-shell/components/login-form';

export function Component() {
  return (
    <main id="main" className="admin-login-page">
      <LoginForm />
    </main>
  );
}
