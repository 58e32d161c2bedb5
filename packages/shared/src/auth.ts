import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  PROFILE_ROLES,
  PROVIDER_STATUSES,
  PROVIDER_USER_ROLES,
  type ProfileRole,
} from './constants.ts';
import { safeText, singleLineText } from './text.ts';

/** Request and response bodies of sign-in, registration, password reset and `/api/me`. */

/** Lengths the registration form allows (and its inputs say); passwords are 6 (spec §5) to 128. */
export const REGISTRATION_LIMITS = {
  passwordMaxLength: 128,
  fullNameLength: 120,
  providerNameLength: 160,
  phoneLength: 40,
  websiteLength: 300,
  descriptionLength: 2000,
} as const;
const limits = REGISTRATION_LIMITS;

export const MIN_PASSWORD_MESSAGE = 'Minimum 6 characters';
export const SHORT_PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** An email address, trimmed and lower-cased (accounts store them so). */
export const emailField = safeText({ max: 254, error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

const email = emailField;

const optionalText = (max: number) =>
  safeText({ max })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

export const SignInInput = z.object({
  email,
  password: safeText({ max: limits.passwordMaxLength, error: 'Password is required' }).min(
    1,
    'Password is required',
  ),
});
export type SignInInput = z.input<typeof SignInInput>;

/** Provider registration (spec §5). The provider name falls back to the person's name. */
export const RegistrationInput = z.object({
  // Names are single-line text (decision 175): the provider's is a calendar's name.
  fullName: singleLineText({ max: limits.fullNameLength, error: 'Your Name is required' }).min(
    1,
    'Your Name is required',
  ),
  email,
  password: safeText({ max: limits.passwordMaxLength, error: 'Password is required' }).min(
    PASSWORD_MIN_LENGTH,
    MIN_PASSWORD_MESSAGE,
  ),
  providerName: singleLineText({ max: limits.providerNameLength })
    .optional()
    .transform((value) => (value ? value : undefined)),
  phone: optionalText(limits.phoneLength),
  website: safeText({ max: limits.websiteLength })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .url({ protocol: /^https?$/, error: 'Enter a full web address, like https://example.com' })
        .optional(),
    ),
  description: optionalText(limits.descriptionLength),
});
export type RegistrationInput = z.input<typeof RegistrationInput>;

export const RegistrationResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  provider: z.object({ id: z.string(), name: z.string(), status: z.enum(PROVIDER_STATUSES) }),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

export const ForgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInput>;

/** The answer to "Send Reset Link": the same whether or not the address has an account. */
export const ForgotPasswordResponse = z.object({ status: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

/** A new password: the reset rules (spec §5), used by reset, change and invitation sign-up. */
export const newPasswordField = safeText({
  max: limits.passwordMaxLength,
  error: 'Password is required',
}).min(PASSWORD_MIN_LENGTH, SHORT_PASSWORD_MESSAGE);

export const ResetPasswordInput = z.object({
  token: safeText({ max: 500, error: 'The reset link is incomplete' }).min(
    1,
    'The reset link is incomplete',
  ),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

export const Profile = z.object({
  id: z.string(),
  displayName: z.string(),
  role: z.enum(PROFILE_ROLES),
});
export type Profile = z.infer<typeof Profile>;

export const ProviderMembership = z.object({
  providerId: z.string(),
  providerName: z.string(),
  status: z.enum(PROVIDER_STATUSES),
  role: z.enum(PROVIDER_USER_ROLES),
});
export type ProviderMembership = z.infer<typeof ProviderMembership>;

/** Spec §6: each role as its holder reads it; users with no profile are read-only staff. */
export const ROLE_LABELS: Record<ProfileRole | 'staff', string> = {
  admin: 'God Admin - Platform Owner',
  venue_owner: 'Venue owner',
  staff: 'Staff (read-only)',
};

/** The role a signed-in user holds: admins (by flag or profile) first. */
export function roleLabel(user: {
  isAdmin: boolean;
  profile: { role: ProfileRole } | null;
}): string {
  if (user.isAdmin) return ROLE_LABELS.admin;
  return ROLE_LABELS[user.profile?.role ?? 'staff'];
}

/** Why a signed-in user may not enter the admin area (DESIGN.md "Provider approval"). */
export const ADMIN_ACCESS = ['granted', 'pending_approval', 'rejected'] as const;
export type AdminAccess = (typeof ADMIN_ACCESS)[number];

export const MeResponse = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      createdAt: z.string(),
      /** The address was proven by a mailed link (decision 095): until then the "Check your email" state. */
      emailVerified: z.boolean(),
      /** The spec's `user_metadata`. */
      metadata: z.object({ full_name: z.string() }),
    })
    .nullable(),
  profile: Profile.nullable(),
  isAdmin: z.boolean(),
  adminAccess: z.enum(ADMIN_ACCESS).nullable(),
  providers: z.array(ProviderMembership),
});
export type MeResponse = z.infer<typeof MeResponse>;

export const PublicConfig = z.object({
  demoSignIns: z.array(z.object({ label: z.string(), email: z.string(), password: z.string() })),
  /** The MapLibre style of the trivia list's map (`MAP_STYLE_URL`, decision 054). */
  mapStyleUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
