import { z } from 'zod';
import { emailField, newPasswordField, REGISTRATION_LIMITS } from './auth.ts';
import { safeText, singleLineText } from './text.ts';

/** Request and response bodies of /admin/profile. */

export const displayNameField = singleLineText({
  max: REGISTRATION_LIMITS.fullNameLength,
  error: 'Display name is required',
}).min(1, 'Display name is required');

export const UpdateDisplayNameInput = z.object({ displayName: displayNameField });
export type UpdateDisplayNameInput = z.input<typeof UpdateDisplayNameInput>;

/** The account's password, asked again before its address or its password changes. */
export const currentPasswordField = safeText({
  max: 1000,
  error: 'Current password is required',
}).min(1, 'Current password is required');

/** Changing the address needs the current password (a borrowed session is not enough). */
export const RequestEmailChangeInput = z.object({
  newEmail: emailField,
  currentPassword: currentPasswordField,
});
export type RequestEmailChangeInput = z.input<typeof RequestEmailChangeInput>;

export const tokenField = safeText({ max: 200, error: 'The link is incomplete' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete');

export const ConfirmEmailChangeInput = z.object({ token: tokenField });
export type ConfirmEmailChangeInput = z.input<typeof ConfirmEmailChangeInput>;

export const EmailChangeResponse = z.object({ email: z.string() });
export type EmailChangeResponse = z.infer<typeof EmailChangeResponse>;

/** The button of the address-confirmation page (decision 095): the mailed link's token. */
export const ConfirmEmailAddressInput = z.object({ token: tokenField });
export type ConfirmEmailAddressInput = z.input<typeof ConfirmEmailAddressInput>;

/** "Resend email": where the new link went. */
export const VerificationMailSent = z.object({ sentTo: z.string() });
export type VerificationMailSent = z.infer<typeof VerificationMailSent>;

/** better-auth's change-password body; other sessions are always signed out. */
export const ChangePasswordInput = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** The password form: the new password twice (spec §5's reset rules). */
export const ChangePasswordForm = ChangePasswordInput.extend({
  confirmPassword: safeText({ max: 1000 }),
}).refine((value) => value.newPassword === value.confirmPassword, {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
});
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

export const SessionSummary = z.object({
  id: z.string(),
  /** The browser's user-agent, as sent at sign-in. */
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last refreshed (at most a day old while in use). */
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const SessionsResponse = z.object({ sessions: z.array(SessionSummary) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;

/** "Chrome on macOS" from a user-agent; the raw string's first words when unknown. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
      ['curl/', 'curl'],
    ].find(([token]) => token && userAgent.includes(token))?.[1] ?? 'Browser';
  const system =
    [
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Android', 'Android'],
      ['Mac OS X', 'macOS'],
      ['Windows', 'Windows'],
      ['Linux', 'Linux'],
    ].find(([token]) => token && userAgent.includes(token))?.[1] ?? null;
  return system ? `${browser} on ${system}` : browser;
}
