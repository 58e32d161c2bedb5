import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordInput } from '@trivia/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

type Values = z.input<typeof ForgotPasswordInput>;

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof ForgotPasswordInput>>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => onSent(values.email) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {request.isError ? (
        <Alert tone="error">
          {errorMessage(request.error, 'Failed to send password reset email')}
        </Alert>
      ) : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
