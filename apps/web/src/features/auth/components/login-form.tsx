import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInput } from '@trivia/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';
import { DemoSignIns } from './demo-sign-ins.tsx';

type Values = z.input<typeof SignInInput>;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof SignInInput>>({
    resolver: zodResolver(SignInInput),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }));

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {signIn.isError ? (
          <Alert tone="error">{errorMessage(signIn.error, 'Failed to sign in')}</Alert>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <DemoSignIns
        onUse={({ email, password }) => {
          setValue('email', email, { shouldValidate: true });
          setValue('password', password, { shouldValidate: true });
        }}
      />
    </>
  );
}
