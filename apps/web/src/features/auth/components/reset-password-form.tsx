import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
  SHORT_PASSWORD_MESSAGE,
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

/** Spec §5: the two passwords must match and be at least 6 characters. */
const ResetForm = z
  .object({
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, SHORT_PASSWORD_MESSAGE),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });
type Values = z.infer<typeof ResetForm>;

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
  } = useForm<Values>({
    resolver: zodResolver(ResetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    reset.mutate({ token, newPassword: values.newPassword }, { onSuccess: onReset }),
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
