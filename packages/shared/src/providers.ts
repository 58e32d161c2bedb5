import { z } from 'zod';
import { PROVIDER_STATUSES, type ProviderStatus } from './constants.ts';
import { safeText } from './text.ts';

/**
 * The provider contact directory (spec §2 "Providers page", §3 `contact_info`, §4 completeness
 * badge): the tolerant reader of stored contact info, the badge rule, the tile counts, and the
 * request and response bodies of /api/admin/providers.
 */

export const CONTACT_LIMITS = {
  maxEmails: 10,
  maxPhones: 10,
  emailMaxLength: 254,
  phoneMinLength: 7,
  phoneMaxLength: 20,
  phoneMinDigits: 7,
  addressMaxLength: 300,
  noteMaxLength: 2000,
} as const;

export const CONTACT_BADGES = ['Complete', 'Phone Only', 'Research Needed', 'No Contact'] as const;
export type ContactBadge = (typeof CONTACT_BADGES)[number];

/** Contact info as every reader sees it, whatever was stored. */
export const ContactInfo = z.object({
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  address: z.string().nullable(),
  note: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

export function emptyContactInfo(): ContactInfo {
  return { emails: [], phones: [], address: null, note: null };
}

export interface ReadContactInfo {
  contactInfo: ContactInfo;
  /** The stored value was not contact info (garbage, or fields of the wrong type). */
  wasMalformed: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readList(value: unknown): { items: string[]; isMalformed: boolean } {
  if (value === undefined || value === null) return { items: [], isMalformed: false };
  if (!Array.isArray(value)) return { items: [], isMalformed: true };
  const strings = value.filter((item): item is string => typeof item === 'string');
  const items = strings.map((item) => item.trim()).filter((item) => item.length > 0);
  return { items, isMalformed: strings.length !== value.length };
}

function readText(value: unknown): { text: string | null; isMalformed: boolean } {
  if (value === undefined || value === null) return { text: null, isMalformed: false };
  if (typeof value !== 'string') return { text: null, isMalformed: true };
  const text = value.trim();
  return { text: text.length > 0 ? text : null, isMalformed: false };
}

/**
 * Reads `trivia_providers.contact_info` as stored (spec §3): an object, the same object as a JSON
 * string (older rows), nothing, or garbage. Never throws: what cannot be read is left out and
 * `wasMalformed` says so, so that the directory still lists the provider and the server can log it.
 */
export function readContactInfo(stored: unknown): ReadContactInfo {
  let value = stored;
  // Older rows hold the object as a JSON string; some were even encoded twice.
  for (let depth = 0; typeof value === 'string' && depth < 2; depth += 1) {
    try {
      value = JSON.parse(value);
    } catch {
      return { contactInfo: emptyContactInfo(), wasMalformed: true };
    }
  }
  if (value === null || value === undefined) {
    return { contactInfo: emptyContactInfo(), wasMalformed: false };
  }
  if (!isPlainObject(value)) {
    return { contactInfo: emptyContactInfo(), wasMalformed: true };
  }
  const emails = readList(value.emails);
  const phones = readList(value.phones);
  const address = readText(value.address);
  const note = readText(value.note);
  return {
    contactInfo: {
      emails: emails.items,
      phones: phones.items,
      address: address.text,
      note: note.text,
    },
    wasMalformed:
      emails.isMalformed || phones.isMalformed || address.isMalformed || note.isMalformed,
  };
}

const RESEARCH_NEEDED = /research\s+needed/i;

/**
 * Spec §4: 'Complete' with at least one email; else 'Phone Only' with a phone; else 'Research
 * Needed' when the note says "research needed" (any case); else 'No Contact'.
 */
export function contactBadge(info: Pick<ContactInfo, 'emails' | 'phones' | 'note'>): ContactBadge {
  if (info.emails.length > 0) return 'Complete';
  if (info.phones.length > 0) return 'Phone Only';
  if (info.note && RESEARCH_NEEDED.test(info.note)) return 'Research Needed';
  return 'No Contact';
}

/** Badges that send an admin looking for contacts (the "Need Research" tile; decision 020). */
export function needsResearch(badge: ContactBadge): boolean {
  return badge === 'Research Needed' || badge === 'No Contact';
}

export const ProviderTotals = z.object({
  total: z.number().int(),
  withEmail: z.number().int(),
  withPhone: z.number().int(),
  needResearch: z.number().int(),
});
export type ProviderTotals = z.infer<typeof ProviderTotals>;

/** The tiles of the Providers page: Total Providers, With Email, With Phone, Need Research. */
export function countProviderContacts(
  providers: readonly {
    contactInfo: Pick<ContactInfo, 'emails' | 'phones'>;
    badge: ContactBadge;
  }[],
): ProviderTotals {
  return {
    total: providers.length,
    withEmail: providers.filter((p) => p.contactInfo.emails.length > 0).length,
    withPhone: providers.filter((p) => p.contactInfo.phones.length > 0).length,
    needResearch: providers.filter((p) => needsResearch(p.badge)).length,
  };
}

/** Reviewing a registration (DESIGN.md "Provider approval"). */
export const PROVIDER_DECISIONS = ['approve', 'reject'] as const;
export type ProviderDecision = (typeof PROVIDER_DECISIONS)[number];

const DECISION_OUTCOME: Record<ProviderDecision, ProviderStatus> = {
  approve: 'approved',
  reject: 'rejected',
};

/**
 * Which review a provider in a status can receive: a pending registration can be approved or
 * rejected; a rejected one can still be approved (a rejection made by mistake is undone so);
 * an approved provider is not reviewed again.
 */
export function canReviewProvider(status: ProviderStatus, decision: ProviderDecision): boolean {
  if (status === 'pending') return true;
  return status === 'rejected' && decision === 'approve';
}

export function statusAfter(decision: ProviderDecision): ProviderStatus {
  return DECISION_OUTCOME[decision];
}

export const PROVIDER_STATUS_LABELS: Record<ProviderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

// --- Request bodies ------------------------------------------------------------------------

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';
export const INVALID_PHONE_MESSAGE =
  'Enter a phone number of 7 to 20 characters: digits, spaces and + ( ) - .';

const contactEmail = safeText({ max: CONTACT_LIMITS.emailMaxLength, error: INVALID_EMAIL_MESSAGE })
  .trim()
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

const PHONE_CHARACTERS = /^[0-9+().\- ]+$/;
const contactPhone = safeText({
  max: 100,
  error: INVALID_PHONE_MESSAGE,
  tooLong: INVALID_PHONE_MESSAGE,
})
  .trim()
  .refine(
    (phone) =>
      phone.length >= CONTACT_LIMITS.phoneMinLength &&
      phone.length <= CONTACT_LIMITS.phoneMaxLength &&
      PHONE_CHARACTERS.test(phone) &&
      (phone.match(/\d/g)?.length ?? 0) >= CONTACT_LIMITS.phoneMinDigits,
    INVALID_PHONE_MESSAGE,
  );

const optionalText = (max: number) =>
  safeText({ max, error: 'Enter text, or leave it empty' })
    .trim()
    .nullish()
    .transform((text) => (text ? text : null));

/** Keeps the first of values that are the same under `key` (order kept). */
function uniqueBy(values: string[], key: (value: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * `PUT /api/admin/providers/:id/contact-info`: replaces the whole contact info. Addresses and
 * numbers are trimmed; repeats are dropped (emails compared without case, phones by their digits).
 */
export const ContactInfoInput = z.object({
  emails: z
    .array(contactEmail, { error: 'Enter a list of email addresses' })
    // A refinement rather than .max(): zod 4.6 also runs .max() on input that is not a list.
    .refine(
      (emails) => emails.length <= CONTACT_LIMITS.maxEmails,
      `At most ${CONTACT_LIMITS.maxEmails} email addresses`,
    )
    .default([])
    .transform((emails) => uniqueBy(emails, (email) => email.toLowerCase())),
  phones: z
    .array(contactPhone, { error: 'Enter a list of phone numbers' })
    .refine(
      (phones) => phones.length <= CONTACT_LIMITS.maxPhones,
      `At most ${CONTACT_LIMITS.maxPhones} phone numbers`,
    )
    .default([])
    .transform((phones) => uniqueBy(phones, (phone) => phone.replace(/\D/g, ''))),
  address: optionalText(CONTACT_LIMITS.addressMaxLength),
  note: optionalText(CONTACT_LIMITS.noteMaxLength),
});
export type ContactInfoInput = z.input<typeof ContactInfoInput>;

export const ProviderIdParams = z.object({ id: z.uuid('Not a valid provider id') });

// --- Responses -------------------------------------------------------------------------------

/** One card of the Providers page. */
export const ProviderDirectoryEntry = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(PROVIDER_STATUSES),
  isActive: z.boolean(),
  contactInfo: ContactInfo,
  /** The stored contact info could not be read; the card shows it empty (spec §3). */
  contactInfoWasMalformed: z.boolean(),
  badge: z.enum(CONTACT_BADGES),
  /** Its registration's `new_provider` notification is still unread. */
  hasUnreadNotification: z.boolean(),
  /** One of its people has not confirmed their email address yet: it cannot be approved. */
  awaitingEmailConfirmation: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProviderDirectoryEntry = z.infer<typeof ProviderDirectoryEntry>;

/** `GET /api/admin/providers`: every provider, pending registrations first, then by name. */
export const ProviderDirectory = z.object({
  providers: z.array(ProviderDirectoryEntry),
  totals: ProviderTotals,
  unreadNewProviders: z.number().int(),
});
export type ProviderDirectory = z.infer<typeof ProviderDirectory>;

export const MarkNotificationsReadResponse = z.object({ markedRead: z.number().int() });
export type MarkNotificationsReadResponse = z.infer<typeof MarkNotificationsReadResponse>;
