import { VitalsBeacon } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import { beaconMetricOf } from './slowest-vital-part.ts';

/** What every metric of the attribution build carries besides its name and attribution. */
const base = (value: number) => ({
  value,
  delta: value,
  rating: 'poor' as const,
  id: 'v5-1',
  navigationType: 'navigate' as const,
});

const lcp = (
  parts: Partial<LCPMetricWithAttribution['attribution']>,
): LCPMetricWithAttribution => ({
  ...base(3200),
  name: 'LCP',
  entries: [],
  attribution: {
    target: 'main > h1.title',
    url: 'https://example.com/hero.jpg',
    timeToFirstByte: 400,
    resourceLoadDelay: 0,
    resourceLoadDuration: 0,
    elementRenderDelay: 0,
    ...parts,
  },
});

const inp = (
  parts: Partial<INPMetricWithAttribution['attribution']>,
): INPMetricWithAttribution => ({
  ...base(350),
  name: 'INP',
  entries: [],
  attribution: {
    interactionTarget: 'button#tomorrow',
    interactionTime: 1000,
    interactionType: 'pointer',
    nextPaintTime: 1350,
    processedEventEntries: [],
    inputDelay: 20,
    processingDuration: 30,
    presentationDelay: 300,
    loadState: 'complete',
    longAnimationFrameEntries: [],
    ...parts,
  },
});

const ttfb = (
  parts: Partial<TTFBMetricWithAttribution['attribution']>,
): TTFBMetricWithAttribution => ({
  ...base(900),
  name: 'TTFB',
  entries: [],
  attribution: {
    waitingDuration: 10,
    cacheDuration: 0,
    dnsDuration: 120,
    connectionDuration: 200,
    requestDuration: 570,
    ...parts,
  },
});

const cls = (attribution: CLSMetricWithAttribution['attribution']): CLSMetricWithAttribution => ({
  ...base(0.2),
  name: 'CLS',
  entries: [],
  attribution,
});

/**
 * Decision 202: a beacon names the sub-part of each metric that took longest, by its name in a
 * fixed list, and nothing else of the attribution (no selector, no URL).
 */
describe('the slowest part a beacon names', () => {
  it('names the longest of LCP’s four parts, and sends no selector or URL', () => {
    const metric = beaconMetricOf(lcp({ resourceLoadDuration: 900, elementRenderDelay: 1900 }));
    expect(metric).toEqual({ name: 'LCP', value: 3200, part: 'elementRenderDelay' });
    expect(beaconMetricOf(lcp({ resourceLoadDelay: 2000 })).part).toBe('resourceLoadDelay');
    // A text element loads nothing: the server's answer was the longest part.
    expect(beaconMetricOf(lcp({})).part).toBe('timeToFirstByte');
  });

  it('names the longest of INP’s three phases and of TTFB’s phases', () => {
    expect(beaconMetricOf(inp({})).part).toBe('presentationDelay');
    expect(beaconMetricOf(inp({ processingDuration: 500 })).part).toBe('processingDuration');
    expect(beaconMetricOf(inp({ inputDelay: 400 })).part).toBe('inputDelay');
    expect(beaconMetricOf(ttfb({})).part).toBe('requestDuration');
    expect(beaconMetricOf(ttfb({ connectionDuration: 800 })).part).toBe('connectionDuration');
    expect(beaconMetricOf(ttfb({ waitingDuration: 600 })).part).toBe('waitingDuration');
  });

  it('names CLS’s load state at the largest shift, and nothing without a shift', () => {
    expect(
      beaconMetricOf(cls({ largestShiftTarget: '#list', loadState: 'dom-interactive' })),
    ).toEqual({
      name: 'CLS',
      value: 0.2,
      part: 'dom-interactive',
    });
    expect(beaconMetricOf(cls({}))).toEqual({ name: 'CLS', value: 0.2 });
  });

  it('names no part when nothing took time (a page restored from the back/forward cache)', () => {
    const restored = beaconMetricOf(
      ttfb({ waitingDuration: 0, dnsDuration: 0, connectionDuration: 0, requestDuration: 0 }),
    );
    expect(restored).toEqual({ name: 'TTFB', value: 900 });
    // Equal parts: the first of the list, so the same timings always name the same part.
    expect(beaconMetricOf(inp({ inputDelay: 300, presentationDelay: 300 })).part).toBe(
      'inputDelay',
    );
  });

  it('makes beacons the server’s schema accepts', () => {
    const metrics = [
      lcp({ elementRenderDelay: 1900 }),
      inp({}),
      cls({ loadState: 'complete' }),
      ttfb({}),
    ].map(beaconMetricOf);
    expect(VitalsBeacon.safeParse({ route: '/', metrics }).success).toBe(true);
  });
});
