import {
  type ContactInfo,
  contactBadge,
  type ProviderDirectoryEntry,
  type ProviderStatus,
} from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { filterProviders, type ProviderFilters } from './filter-providers.ts';

function provider(
  name: string,
  contactInfo: Partial<ContactInfo> = {},
  status: ProviderStatus = 'approved',
): ProviderDirectoryEntry {
  const info = { emails: [], phones: [], address: null, note: null, ...contactInfo };
  return {
    id: name,
    name,
    website: null,
    description: null,
    status,
    isActive: status === 'approved',
    contactInfo: info,
    contactInfoWasMalformed: false,
    badge: contactBadge(info),
    hasUnreadNotification: false,
    awaitingEmailConfirmation: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const providers = [
  provider('Quiz Quest Events', { emails: ['owner@quizquest.example'] }, 'pending'),
  provider('Nerdy Talk', { emails: ['hello@nerdytalk.example'], phones: ['(615) 555-0142'] }),
  provider('Quiz Riot', { phones: ['(312) 555-0110'] }),
  provider('Pub Quiz Pros', { note: 'Research needed' }),
  provider('Brain Brew Trivia'),
  provider('Old Timers', { emails: ['old@timers.example'] }, 'rejected'),
];

const none: ProviderFilters = { query: '', badge: null, status: null };
const names = (filters: Partial<ProviderFilters>) =>
  filterProviders(providers, { ...none, ...filters }).map((p) => p.name);

describe('filtering the provider directory', () => {
  it.each<[string, Partial<ProviderFilters>, string[]]>([
    ['nothing', {}, providers.map((p) => p.name)],
    ['a name, in any case', { query: 'quiz' }, ['Quiz Quest Events', 'Quiz Riot', 'Pub Quiz Pros']],
    ['an email', { query: 'HELLO@nerdy' }, ['Nerdy Talk']],
    ['a phone as written', { query: '(312) 555' }, ['Quiz Riot']],
    ['a phone by its digits', { query: '6155550142' }, ['Nerdy Talk']],
    ['a phone in another format', { query: '615.555.0142' }, ['Nerdy Talk']],
    ['surrounding spaces', { query: '  riot ' }, ['Quiz Riot']],
    ['no match', { query: 'zzz' }, []],
    ['a badge', { badge: 'Phone Only' }, ['Quiz Riot']],
    ['the No Contact badge', { badge: 'No Contact' }, ['Brain Brew Trivia']],
    ['a status', { status: 'pending' }, ['Quiz Quest Events']],
    ['all three at once', { query: 'o', badge: 'Complete', status: 'approved' }, ['Nerdy Talk']],
  ])('by %s', (_, filters, expected) => {
    expect(names(filters)).toEqual(expected);
  });

  it('does not read digits of a name as a phone number', () => {
    const list = [provider('Route 615 Trivia'), provider('Other', { phones: ['(615) 555-0100'] })];
    expect(filterProviders(list, { ...none, query: 'route 615' }).map((p) => p.name)).toEqual([
      'Route 615 Trivia',
    ]);
  });

  it('keeps 200 providers in their order', () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      provider(`Provider ${String(i).padStart(3, '0')}`, { phones: [`615 555 ${1000 + i}`] }),
    );
    const found = filterProviders(many, { ...none, query: '555 11' });
    expect(found.map((p) => p.name)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Provider ${String(100 + i).padStart(3, '0')}`),
    );
  });
});
