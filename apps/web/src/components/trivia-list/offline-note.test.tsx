import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLoadedAt, OfflineNote } from './offline-note.tsx';

const NOW = new Date(2030, 5, 4, 21, 30);

describe('OfflineNote', () => {
  it('says the app is offline and when the list was loaded', () => {
    render(<OfflineNote loadedAt={new Date(2030, 5, 4, 19, 5)} now={NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline — showing the trivia you last loaded, at 7:05 PM. Details may have changed.",
    );
  });

  it('gives the day when the list was loaded on another day', () => {
    render(<OfflineNote loadedAt={new Date(2030, 5, 2, 8, 0)} now={NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline — showing the trivia you last loaded, on Sun, Jun 2 at 8:00 AM. Details may have changed.",
    );
  });

  it('leaves the time out when it is not known', () => {
    render(<OfflineNote loadedAt={new Date('unknown')} now={NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline — showing the trivia you last loaded. Details may have changed.",
    );
  });
});

describe('formatLoadedAt', () => {
  it('gives the time for today and the day for another day', () => {
    expect(formatLoadedAt(new Date(2030, 5, 4, 12, 0), NOW)).toBe('at 12:00 PM');
    expect(formatLoadedAt(new Date(2030, 4, 31, 23, 59), NOW)).toBe('on Fri, May 31 at 11:59 PM');
    expect(formatLoadedAt(null, NOW)).toBe('');
  });
});
