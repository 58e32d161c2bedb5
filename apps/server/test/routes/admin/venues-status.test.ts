import { describe, expect, it } from 'vitest';
import { createVenue } from '../../../src/db/factories.ts';
import { useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/** The venues list filters by status on the server (it pages). */
describe('admin venues list: status filter', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);

  it('lists only the venues with the status asked for, within what the actor may view', async () => {
    const tag = `Stat${Date.now()}`;
    const pending = await createVenue(db(), { nameOriginal: `${tag} Pending Pub` });
    const verified = await createVenue(db(), {
      nameOriginal: `${tag} Verified Pub`,
      verificationStatus: 'verified',
    });
    const review = await createVenue(db(), {
      nameOriginal: `${tag} Review Pub`,
      verificationStatus: 'needs_review',
      ownedBy: owner.userId,
    });

    const ids = (body: { venues: { id: string }[] }) => body.venues.map((venue) => venue.id);
    const verifiedOnly = (await admin.get(`/api/admin/venues?q=${tag}&status=verified`)).json();
    expect(ids(verifiedOnly)).toEqual([verified.id]);
    expect(verifiedOnly.total).toBe(1);
    const pendingOnly = (await admin.get(`/api/admin/venues?q=${tag}&status=pending`)).json();
    expect(ids(pendingOnly)).toEqual([pending.id]);
    const every = (await admin.get(`/api/admin/venues?q=${tag}`)).json();
    expect(every.total).toBe(3);

    // The owner's view stays theirs: the filter narrows it, never widens it.
    const ownersReview = (await owner.get(`/api/admin/venues?q=${tag}&status=needs_review`)).json();
    expect(ids(ownersReview)).toEqual([review.id]);
    const ownersVerified = (await owner.get(`/api/admin/venues?q=${tag}&status=verified`)).json();
    expect(ownersVerified.total).toBe(0);
  });

  it.each(['Pending', 'approved', ''])(
    'refuses status=%s with 400 naming status',
    async (status) => {
      const response = await admin.get(`/api/admin/venues?status=${status}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0]).toMatchObject({
        field: 'status',
        message: expect.stringContaining('Must be one of verified, pending, failed, needs_review'),
      });
    },
  );
});
