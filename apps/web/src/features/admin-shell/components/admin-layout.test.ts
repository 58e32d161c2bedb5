import type { MeResponse } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { navigationFor } from './admin-layout.tsx';

const USER: NonNullable<MeResponse['user']> = {
  id: 'u1',
  email: 'pat@example.com',
  name: 'Pat',
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  metadata: { full_name: 'Pat' },
};
const PROFILE: NonNullable<MeResponse['profile']> = {
  id: 'u1',
  displayName: 'Pat',
  role: 'venue_owner',
};

function me(overrides: Partial<MeResponse>): MeResponse {
  return {
    user: USER,
    profile: PROFILE,
    isAdmin: false,
    adminAccess: 'granted',
    providers: [],
    ...overrides,
  };
}

const labels = (who: MeResponse) => navigationFor(who).map((item) => item.label);
const membership = (status: 'approved' | 'pending') => ({
  providerId: 'p1',
  providerName: 'Quiz Riot',
  status,
  role: 'member' as const,
});

/** Spec §2 with provider feeds: Feeds for admins and providers' members, Duplicates for admins. */
describe('the admin navigation', () => {
  it('gives admins every entry, Feeds and Duplicates included', () => {
    expect(labels(me({ isAdmin: true }))).toEqual([
      'Dashboard',
      'Schedule',
      'Reports',
      'Venues',
      'Duplicates',
      'Events',
      'Seasons',
      'Feeds',
      'Website embed',
      'Providers',
      'Team',
      'Activity',
      'Jobs',
      'Page speed',
      'Profile',
    ]);
  });

  it('gives a provider’s member Feeds, not Duplicates', () => {
    expect(labels(me({ providers: [membership('approved')] }))).toEqual([
      'Dashboard',
      'Schedule',
      'Reports',
      'My Venues',
      'Events',
      'Seasons',
      'Feeds',
      'Website embed',
      'Team',
      'Profile',
    ]);
  });

  it('gives everyone Seasons and Website embed, after Events', () => {
    expect(labels(me({}))).toEqual([
      'Dashboard',
      'Schedule',
      'Reports',
      'My Venues',
      'Events',
      'Seasons',
      'Website embed',
      'Team',
      'Profile',
    ]);
  });

  it('gives Page speed, our visitors’ Core Web Vitals, to platform admins only (decision 192)', () => {
    expect(labels(me({ isAdmin: true }))).toContain('Page speed');
    expect(labels(me({}))).not.toContain('Page speed');
    expect(labels(me({ providers: [membership('approved')] }))).not.toContain('Page speed');
  });

  it('gives Jobs, the failing background jobs, to platform admins only (decision 160)', () => {
    expect(labels(me({ isAdmin: true }))).toContain('Jobs');
    expect(labels(me({}))).not.toContain('Jobs');
    expect(labels(me({ providers: [membership('approved')] }))).not.toContain('Jobs');
  });

  it('gives no Feeds to a venue owner, nor to a provider still awaiting approval', () => {
    expect(labels(me({}))).not.toContain('Feeds');
    expect(labels(me({ providers: [membership('pending')] }))).not.toContain('Feeds');
  });
});
