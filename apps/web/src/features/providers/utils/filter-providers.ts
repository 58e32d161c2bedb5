import type { ContactBadge, ProviderDirectoryEntry, ProviderStatus } from '@trivia/shared';

/** What the Providers page is narrowed to; kept in the URL so that it survives a reload. */
export interface ProviderFilters {
  query: string;
  badge: ContactBadge | null;
  status: ProviderStatus | null;
}

/** 'Phone Only' ↔ `phone-only`, for readable URLs. */
export function badgeSlug(badge: ContactBadge): string {
  return badge.toLowerCase().replace(/\s+/g, '-');
}

export function hasProviderFilters(filters: ProviderFilters): boolean {
  return Boolean(filters.query.trim() || filters.badge || filters.status);
}

const PHONE_LIKE = /^[\d\s()+.-]+$/;
const digitsOf = (text: string) => text.replace(/\D/g, '');

function matchesQuery(provider: ProviderDirectoryEntry, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  const { emails, phones } = provider.contactInfo;
  if (provider.name.toLowerCase().includes(text)) return true;
  if (emails.some((email) => email.toLowerCase().includes(text))) return true;
  if (phones.some((phone) => phone.toLowerCase().includes(text))) return true;
  // "6155550142" finds "(615) 555-0142": numbers are compared by their digits.
  const digits = digitsOf(text);
  return (
    PHONE_LIKE.test(text) &&
    digits.length >= 3 &&
    phones.some((phone) => digitsOf(phone).includes(digits))
  );
}

/** The providers the search box and the badge and status filters leave, in the list's order. */
export function filterProviders(
  providers: readonly ProviderDirectoryEntry[],
  filters: ProviderFilters,
): ProviderDirectoryEntry[] {
  return providers.filter(
    (provider) =>
      (!filters.badge || provider.badge === filters.badge) &&
      (!filters.status || provider.status === filters.status) &&
      matchesQuery(provider, filters.query),
  );
}
