/**
 * The one login form of auth's own places (header, login page, login dialog): the form of components/login-form.tsx
 * bound to the auth slice. Other features' pages bind it themselves through auth.hooks' useLoginForm.
 */
import { LoginFormView } from '../../components/login-form';
import { useLoginForm } from './auth.hooks';
import type { LoginOrigin } from './auth.slice';

export interface LoginFormProps {
  origin: LoginOrigin;
  /** The login page's RedirectUrl (checked by the saga). */
  redirectUrl?: string;
  compact?: boolean;
}

export function LoginForm({ origin, redirectUrl, compact }: LoginFormProps) {
  return <LoginFormView {...useLoginForm(origin, redirectUrl)} compact={compact} />;
}
