import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Place, placeLabel } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const SPEC_PARAMS = 'format=json&limit=5&countrycodes=us&addressdetails=1';

describe('the offline geocoding API', () => {
  const testApp = useTestApp();

  async function places(query: string): Promise<Place[]> {
    const response = await testApp.app.inject({ url: `/api/nominatim/search?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  describe('GET /api/nominatim/search', () => {
    it("answers in Nominatim's shape", async () => {
      const [nashville] = await places(`q=Nashville%2C%20TN&${SPEC_PARAMS}`);
      expect(nashville).toEqual({
        place_id: expect.any(Number),
        lat: expect.stringMatching(/^36\.1\d+$/),
        lon: expect.stringMatching(/^-86\.7\d+$/),
        class: 'place',
        type: 'city',
        name: 'Nashville',
        display_name: 'Nashville, Tennessee, United States',
        address: {
          city: 'Nashville',
          state: 'Tennessee',
          'ISO3166-2-lvl4': 'US-TN',
          country: 'United States',
          country_code: 'us',
        },
      });
    });

    it('finds a ZIP code with its town', async () => {
      const [franklin] = await places(`q=37064&${SPEC_PARAMS}`);
      expect(franklin).toMatchObject({
        type: 'postcode',
        display_name: '37064, Franklin, Tennessee, United States',
        address: { postcode: '37064', city: 'Franklin', state: 'Tennessee' },
      });
      expect(franklin && placeLabel(franklin)).toBe('Franklin, TN');
    });

    it('answers "Nash" with Nashville, TN first, and at most 5 places', async () => {
      const found = await places(`q=Nash&${SPEC_PARAMS}`);
      expect(found).toHaveLength(5);
      expect(found.map(placeLabel)[0]).toBe('Nashville, TN');
      expect((await places('q=Spring&limit=50')).length).toBe(5);
      expect((await places('q=Spring&limit=2')).length).toBe(2);
    });

    it('answers nothing for fewer than 2 characters, or for other countries', async () => {
      expect(await places(`q=1&${SPEC_PARAMS}`)).toEqual([]);
      expect(await places(`q=N&${SPEC_PARAMS}`)).toEqual([]);
      expect(await places(`q=%20%20N%20&${SPEC_PARAMS}`)).toEqual([]);
      expect(await places(SPEC_PARAMS)).toEqual([]);
      expect(await places('q=Nashville&countrycodes=ca')).toEqual([]);
      expect(await places('q=Zzyzxqwv')).toEqual([]);
    });

    it('leaves the address out unless asked, and ignores parameters it does not know', async () => {
      const [place] = await places('q=Nashville&polygon_geojson=1&accept-language=en');
      expect(place?.name).toBe('Nashville');
      expect(place).not.toHaveProperty('address');
    });

    it("compresses an answer with gzip for a browser's header, brotli only for a client that asks for nothing else (decision 089)", async () => {
      const url = `/api/nominatim/search?q=spring&${SPEC_PARAMS}`;
      const plain = await testApp.app.inject({ url });
      expect(plain.rawPayload.length).toBeGreaterThan(1024); // over the compress plugin's threshold
      const chrome = await testApp.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(chrome.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(chrome.rawPayload).toString('utf8')).toBe(plain.body);
      const brOnly = await testApp.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(brOnly.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brOnly.rawPayload).toString('utf8')).toBe(plain.body);
    });

    it.each([
      ['limit', 'q=Nash&limit=0'],
      ['limit', 'q=Nash&limit=five'],
      ['format', 'q=Nash&format=xml'],
      ['countrycodes', 'q=Nash&countrycodes=united%20states'],
      ['addressdetails', 'q=Nash&addressdetails=yes'],
    ])('refuses a bad %s with 400 naming it', async (field, query) => {
      const response = await testApp.app.inject({ url: `/api/nominatim/search?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ field, message: expect.any(String) }]);
    });
  });

  describe('GET /api/geocode/reverse', () => {
    async function reverse(query: string) {
      const response = await testApp.app.inject({ url: `/api/geocode/reverse?${query}` });
      return { status: response.statusCode, body: response.json() };
    }

    it('names the town of a position as "City, ST"', async () => {
      expect(await reverse('lat=36.1627&lon=-86.7816')).toEqual({
        status: 200,
        body: { name: 'Nashville, TN' },
      });
      expect((await reverse('lat=35.9251&lon=-86.8689')).body).toEqual({ name: 'Franklin, TN' });
      expect((await reverse('lat=45.5152&lon=-122.6784')).body).toEqual({ name: 'Portland, OR' });
    });

    it('answers no name far from any town', async () => {
      expect(await reverse('lat=30&lon=-140')).toEqual({ status: 200, body: { name: null } });
    });

    it.each([
      ['lat', 'lon=-86.78'],
      ['lat', 'lat=95&lon=-86.78'],
      ['lon', 'lat=36.1'],
      ['lon', 'lat=36.1&lon=east'],
    ])('refuses a bad %s with 400 naming it', async (field, query) => {
      const { status, body } = await reverse(query);
      expect(status).toBe(400);
      expect(body.error.details).toEqual([{ field, message: expect.any(String) }]);
    });
  });
});
