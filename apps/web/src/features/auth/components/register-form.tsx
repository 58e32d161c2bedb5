import { zodResolver } from '@hookform/resolvers/zod';
import {
  REGISTRATION_LIMITS as LIMITS,
  MIN_PASSWORD_MESSAGE,
  PASSWORD_MIN_LENGTH,
  RegistrationInput,
  type RegistrationResponse,
} from '@trivia/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useRegister } from '../api/register.ts';

/** Provider registration (spec §5), checked with the server's own schema. */
export function RegisterForm({
  onRegistered,
}: {
  onRegistered: (result: RegistrationResponse) => void;
}) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof RegistrationInput>, unknown, z.output<typeof RegistrationInput>>({
    resolver: zodResolver(RegistrationInput),
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      providerName: '',
      phone: '',
      website: '',
      description: '',
    },
  });
  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, { onSuccess: onRegistered }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {registration.isError ? (
        <Alert tone="error">{errorMessage(registration.error, 'Failed to create account')}</Alert>
      ) : null}
      <TextField
        label="Your Name"
        autoComplete="name"
        maxLength={LIMITS.fullNameLength}
        required
        error={errors.fullName?.message}
        {...register('fullName')}
      />
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
        autoComplete="new-password"
        placeholder={MIN_PASSWORD_MESSAGE}
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={LIMITS.passwordMaxLength}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Company/Trivia Provider Name"
        autoComplete="organization"
        maxLength={LIMITS.providerNameLength}
        hint="Leave it blank to register under your own name."
        error={errors.providerName?.message}
        {...register('providerName')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={LIMITS.phoneLength}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Website"
        type="url"
        autoComplete="url"
        maxLength={LIMITS.websiteLength}
        placeholder="https://"
        error={errors.website?.message}
        {...register('website')}
      />
      <TextAreaField
        label="Description"
        maxLength={LIMITS.descriptionLength}
        hint="Where and when you host, what kind of trivia you run."
        error={errors.description?.message}
        {...register('description')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
