import { describe, expect, it } from 'vitest';
import { VITAL_METRICS, vitalRouteOf } from './vital-routes.ts';
import {
  summarizeVitalHistogram,
  VITAL_BUCKET_EDGES,
  VITAL_GOOD,
  vitalBucketOf,
} from './vitals.ts';

describe('the route template of a measured page (decision 192)', () => {
  it('names the public pages by template and nothing else', () => {
    expect(vitalRouteOf('/')).toBe('/');
    expect(vitalRouteOf('/trivia-near-nashville-tn')).toBe('/trivia-near-:place');
    expect(vitalRouteOf('/trivia-at-the-pub-1a2b')).toBe('/trivia-at-:venue');
    expect(vitalRouteOf('/trivia-by-quiz-riot-1a2b')).toBe('/trivia-by-:provider');
    expect(vitalRouteOf('/admin/vitals')).toBeNull();
    expect(vitalRouteOf('/trivia-near-me')).toBeNull();
  });
});

describe('histograms of a metric (decision 193)', () => {
  it('has each good threshold as a bucket edge, so the good share is exact', () => {
    for (const metric of VITAL_METRICS) {
      expect(VITAL_BUCKET_EDGES[metric]).toContain(VITAL_GOOD[metric]);
      expect(VITAL_BUCKET_EDGES[metric].length).toBeLessThanOrEqual(100);
    }
  });

  it('puts a value in the bucket whose upper edge is the first at or above it', () => {
    expect(vitalBucketOf('INP', 200)).toBe(VITAL_BUCKET_EDGES.INP.indexOf(200));
    expect(vitalBucketOf('INP', 201)).toBe(VITAL_BUCKET_EDGES.INP.indexOf(200) + 1);
    expect(vitalBucketOf('CLS', 0)).toBe(0);
    expect(vitalBucketOf('CLS', 9)).toBe(VITAL_BUCKET_EDGES.CLS.length);
  });

  it('reports the nearest-rank p75 as its bucket’s upper edge, and the good share', () => {
    const counts = [
      { bucket: vitalBucketOf('INP', 100), count: 3 },
      { bucket: vitalBucketOf('INP', 500), count: 1 },
    ];
    expect(summarizeVitalHistogram('INP', counts)).toEqual({
      visits: 4,
      p75: 100,
      p75Above: false,
      goodShare: 0.75,
    });
    expect(summarizeVitalHistogram('INP', [])).toEqual({
      visits: 0,
      p75: null,
      p75Above: false,
      goodShare: null,
    });
  });
});
