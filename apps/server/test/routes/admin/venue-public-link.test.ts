import { describe, expect, it } from 'vitest';
import { useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

describe('the venue detail answer', () => {
  const { testApp } = useAdminApp();
  const owner = useSignedInClient(testApp);

  it("names the slug of the venue's public page, which opens that venue", async () => {
    const created = await owner.post('/api/admin/venues', {
      nameOriginal: 'Public Link Pub',
      addressOriginal: '100 Main St, Franklin, TN 37064',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const detail = await owner.get(`/api/admin/venues/${id}`);
    expect(detail.statusCode).toBe(200);
    const { publicSlug } = detail.json();
    expect(publicSlug).toMatch(/^public-link-pub-franklin-tn-/);

    const page = await owner.get(`/api/venue-pages/${publicSlug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().venue).toMatchObject({ id, name: 'Public Link Pub' });
  });
});
