import { minutesOf, nightInstants } from '@trivia/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClockMark, clockWords, isStale, setNightClocks } from './night-clocks.ts';

// 6:25 PM in Nashville (UTC−6) on Sunday 29 November 2026.
const NOW = new Date('2026-11-30T00:25:00Z');
const TODAY = '2026-11-29';
const ZONE = 'America/Chicago';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A clock's mark as the server writes it (city-islands.tsx). */
function markOf(date: string, startTime: string, endTime: string | null = null): ClockMark {
  return {
    ...nightInstants({ date, startTime, endTime }, ZONE),
    startMinute: minutesOf(startTime),
  };
}

function clockFor(startTime: string, endTime: string | null = null): HTMLElement {
  const element = document.createElement('span');
  element.dataset.clock = JSON.stringify(markOf(TODAY, startTime, endTime));
  document.body.append(element);
  return element;
}

describe('the clocks beside tonight’s nights on a page of islands (decisions 214, 215)', () => {
  it('says how soon a night starts, that one has ended, and nothing for one far off', () => {
    const soon = clockFor('19:00');
    const later = clockFor('21:30');
    const over = clockFor('15:00', '17:00');
    const started = clockFor('18:00', '21:00');
    setNightClocks(NOW);
    expect(soon.textContent).toBe('in 35 min');
    expect(later.textContent).toBe('in 3 h');
    expect(over.textContent).toBe('Over');
    expect(started.textContent).toBe('');
  });

  it('counts whole minutes as the venue’s clock does, and says nothing of another day', () => {
    const at = (iso: string) => new Date(iso).getTime();
    // 6:25:40 PM: the venue's clock still reads 6:25, 35 minutes before 7:00.
    expect(clockWords(markOf(TODAY, '19:00'), at('2026-11-30T00:25:40Z'))).toBe('in 35 min');
    // 10 PM: a night at 1:00 AM tomorrow is three hours away, but not tonight's.
    expect(clockWords(markOf('2026-11-30', '01:00'), at('2026-11-30T04:00:00Z'))).toBe('');
    // 10 PM in Los Angeles (UTC−8) for a visitor anywhere: a night there at 11 PM is 1 h away.
    const la = { ...nightInstants({ date: TODAY, startTime: '23:00' }, 'America/Los_Angeles') };
    expect(clockWords({ ...la, startMinute: 23 * 60 }, at('2026-11-30T06:00:00Z'))).toBe('in 1 h');
  });

  it('leaves a clock it cannot read as it is', () => {
    const broken = document.createElement('span');
    broken.dataset.clock = '{not json';
    document.body.append(broken);
    setNightClocks(NOW);
    expect(broken.textContent).toBe('');
  });
});

describe('whether an island’s server markup is stale (decision 215)', () => {
  const island = (staleAt?: number) => {
    const element = document.createElement('span');
    if (staleAt !== undefined) element.dataset.staleAt = String(staleAt);
    return element;
  };

  it('is true from the instant it carries, and never for an island without one', () => {
    const end = markOf(TODAY, '15:00', '17:00').endsAt;
    expect(isStale(island(end), end - 1)).toBe(false);
    expect(isStale(island(end), end)).toBe(true);
    expect(isStale(island(), NOW.getTime())).toBe(false);
  });
});
