import { afterEach, describe, expect, it } from 'vitest';
import { hasNightOver, setNightClocks } from './night-clocks.ts';

// 6:25 PM in Nashville (UTC−6) on Monday 30 November 2026.
const NOW = new Date('2026-11-30T00:25:00Z');
const TODAY = '2026-11-29';
const ZONE = 'America/Chicago';

afterEach(() => {
  document.body.innerHTML = '';
});

function clockFor(startTime: string, endTime: string | null = null): HTMLElement {
  const element = document.createElement('span');
  element.dataset.clock = JSON.stringify({ date: TODAY, startTime, endTime, timeZone: ZONE });
  document.body.append(element);
  return element;
}

describe('the clocks beside tonight’s nights on a page of islands (decision 214)', () => {
  it('says how soon a night starts, that one has ended, and nothing for one far off', () => {
    const soon = clockFor('19:00');
    const over = clockFor('15:00', '17:00');
    const started = clockFor('18:00', '21:00');
    setNightClocks(NOW);
    expect(soon.textContent).toBe('in 35 min');
    expect(over.textContent).toBe('Over');
    expect(started.textContent).toBe('');
  });

  it('leaves a clock it cannot read as it is', () => {
    const broken = document.createElement('span');
    broken.dataset.clock = '{not json';
    document.body.append(broken);
    setNightClocks(NOW);
    expect(broken.textContent).toBe('');
  });
});

describe('whether a venue’s nights need hydrating to be judged over (decision 166)', () => {
  const nights = (startTime: string, endTime?: string) => ({
    venue: { timezone: ZONE },
    events: [{ startTime, endTime, occurrences: [{ date: TODAY }, { date: '2026-12-06' }] }],
  });

  it('is true once one of them has ended by the visitor’s clock, else false', () => {
    expect(hasNightOver(nights('15:00', '17:00'), NOW)).toBe(true);
    expect(hasNightOver(nights('19:00'), NOW)).toBe(false);
    expect(hasNightOver({}, NOW)).toBe(false);
  });
});
