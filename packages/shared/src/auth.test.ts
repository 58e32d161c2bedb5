import { describe, expect, it } from 'vitest';
import { REGISTRATION_LIMITS, RegistrationInput, ResetPasswordInput, roleLabel } from './auth.ts';

describe('roles as their holders read them (spec §6)', () => {
  it.each([
    [{ isAdmin: true, profile: { role: 'admin' as const } }, 'God Admin - Platform Owner'],
    // An admin by admin_users or ADMIN_EMAILS is the platform owner whatever their profile says.
    [{ isAdmin: true, profile: { role: 'venue_owner' as const } }, 'God Admin - Platform Owner'],
    [{ isAdmin: false, profile: { role: 'venue_owner' as const } }, 'Venue owner'],
    [{ isAdmin: false, profile: null }, 'Staff (read-only)'],
  ])('%o is %s', (user, label) => {
    expect(roleLabel(user)).toBe(label);
  });
});

describe('the limits the forms show are the ones the schemas check', () => {
  const registration = {
    fullName: 'Pat Host',
    email: 'pat@example.com',
    password: 'secret-enough',
  };

  it.each([
    ['fullName', REGISTRATION_LIMITS.fullNameLength],
    ['providerName', REGISTRATION_LIMITS.providerNameLength],
    ['phone', REGISTRATION_LIMITS.phoneLength],
    ['description', REGISTRATION_LIMITS.descriptionLength],
    ['password', REGISTRATION_LIMITS.passwordMaxLength],
  ])('registration: %s up to %i characters', (field, length) => {
    expect(
      RegistrationInput.safeParse({ ...registration, [field]: 'x'.repeat(length) }).success,
    ).toBe(true);
    const longer = RegistrationInput.safeParse({
      ...registration,
      [field]: 'x'.repeat(length + 1),
    });
    expect(longer.error?.issues[0]?.message).toBe(`At most ${length} characters`);
  });

  it('reset password: 6 to 128 characters', () => {
    const reset = (newPassword: string) =>
      ResetPasswordInput.safeParse({ token: 't', newPassword });
    expect(reset('12345').error?.issues[0]?.message).toBe('Password must be at least 6 characters');
    expect(reset('x'.repeat(REGISTRATION_LIMITS.passwordMaxLength)).success).toBe(true);
    expect(reset('x'.repeat(REGISTRATION_LIMITS.passwordMaxLength + 1)).success).toBe(false);
  });
});
