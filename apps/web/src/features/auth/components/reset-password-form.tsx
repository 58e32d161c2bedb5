import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
  REGISTRATION_LIMITS,
  ResetPasswordInput,
} from '@trivia/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';

/**
 * Spec §5: the server's schema (the token from the link, a password of at least 6 characters),
 * and the form's own field: the confirmation, which must match.
 */
const ResetForm = ResetPasswordInput.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE },
);

function isTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_TOKEN';
}

/** A used, expired or incomplete link: say so, and offer a new one. */
export function InvalidLinkAlert() {
  return (
    <Alert tone="error" title="This reset link can't be used">
      It has expired, has already been used, or is incomplete.{' '}
      <Link to={paths.admin.forgotPassword} className="font-semibold underline underline-offset-4">
        Request a new link
      </Link>
    </Alert>
  );
}

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ResetForm>, unknown, z.output<typeof ResetForm>>({
    resolver: zodResolver(ResetForm),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ confirmPassword: _, ...input }) =>
    reset.mutate(input, { onSuccess: onReset }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {reset.isError && isTokenError(reset.error) ? <InvalidLinkAlert /> : null}
      {reset.isError && !isTokenError(reset.error) ? (
        <Alert tone="error">{errorMessage(reset.error, 'Failed to reset password')}</Alert>
      ) : null}
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={REGISTRATION_LIMITS.passwordMaxLength}
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>
  );
}
