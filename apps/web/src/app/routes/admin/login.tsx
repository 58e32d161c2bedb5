import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AuthCard, linkClasses } from '@/features/auth/components/auth-card.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { safeAdminRedirect, useMe } from '@/lib/session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function LoginRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeAdminRedirect(searchParams.get('redirect'));
  // Hosts sign in here too; the heading keeps the spec's 'Admin Login'.
  useDocumentTitle('Sign in for hosts and admins | Trivia Near Me');
  if (me.data?.user) return <Navigate to={target} replace />;
  return (
    <AuthCard
      title="Admin Login"
      subtitle="For trivia providers, venue owners and the Trivia Near Me team."
      footer={
        <>
          <p>
            <Link to={paths.admin.forgotPassword} className={linkClasses}>
              Forgot your password?
            </Link>
          </p>
          <p className="text-muted">
            Host trivia nights?{' '}
            <Link to={paths.admin.register} className={linkClasses}>
              Register as a trivia provider
            </Link>
          </p>
        </>
      }
    >
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
