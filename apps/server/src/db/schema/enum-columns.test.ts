import type {
  AdminUserRole,
  DayOfWeek,
  Frequency,
  NotificationType,
  OccurrenceStatus,
  ProfileRole,
  ProviderStatus,
  ProviderUserRole,
  UserVenueRole,
  VerificationStatus,
  WeekOfMonth,
} from '@trivia/shared';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  adminUsers,
  eventOccurrences,
  events,
  notifications,
  providerUsers,
  triviaProviders,
  userProfiles,
  userVenues,
  venues,
} from './index.ts';

/**
 * Rows read from an enum column carry the shared union, so services pass them on without casts.
 * These assertions are checked by `npm run typecheck` (the test run itself only loads them).
 */
describe('enum columns', () => {
  it('read as the shared enum types', () => {
    expectTypeOf<(typeof events.$inferSelect)['dayOfWeek']>().toEqualTypeOf<DayOfWeek>();
    expectTypeOf<(typeof events.$inferSelect)['frequency']>().toEqualTypeOf<Frequency>();
    expectTypeOf<(typeof events.$inferSelect)['weekOfMonth']>().toEqualTypeOf<WeekOfMonth | null>();
    expectTypeOf<
      (typeof eventOccurrences.$inferSelect)['status']
    >().toEqualTypeOf<OccurrenceStatus>();
    expectTypeOf<
      (typeof venues.$inferSelect)['verificationStatus']
    >().toEqualTypeOf<VerificationStatus>();
    expectTypeOf<(typeof triviaProviders.$inferSelect)['status']>().toEqualTypeOf<ProviderStatus>();
    expectTypeOf<(typeof providerUsers.$inferSelect)['role']>().toEqualTypeOf<ProviderUserRole>();
    expectTypeOf<(typeof userProfiles.$inferSelect)['role']>().toEqualTypeOf<ProfileRole>();
    expectTypeOf<(typeof adminUsers.$inferSelect)['role']>().toEqualTypeOf<AdminUserRole>();
    expectTypeOf<(typeof userVenues.$inferSelect)['role']>().toEqualTypeOf<UserVenueRole>();
    expectTypeOf<(typeof notifications.$inferSelect)['type']>().toEqualTypeOf<NotificationType>();
  });
});
