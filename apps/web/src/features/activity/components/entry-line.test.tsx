import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { EntryList } from './entry-line.tsx';

const bulk: AuditEntry = {
  id: '7',
  at: '2026-11-27T01:14:00.000Z',
  actor: { userId: 'a1', name: 'Ada', context: 'Admin' },
  entityType: 'occurrence',
  entityId: 'batch',
  entityLabel: '2 nights',
  action: 'confirmed',
  changes: {
    status: { before: 'scheduled', after: 'confirmed' },
    nights: {
      before: null,
      after: [
        { id: 'n1', label: 'Trivia at The Pub on Thu, Nov 27' },
        { id: 'n2', label: 'Bingo at The Bar on Fri, Nov 28' },
      ],
    },
  },
};

describe('a bulk entry of the history', () => {
  it('names its count, and lists its nights on demand', async () => {
    render(<EntryList entries={[bulk]} label="Activity" />);
    const line = screen.getByRole('list', { name: 'Activity' });
    expect(within(line).getByText(/Ada \(Admin\) confirmed 2 nights$/)).toBeVisible();
    const nights = within(line).getByRole('list', { name: '2 nights', hidden: true });
    expect(within(nights).queryByText('Trivia at The Pub on Thu, Nov 27')).not.toBeVisible();
    await userEvent.click(within(line).getByText('Show the nights'));
    expect(within(nights).getByText('Trivia at The Pub on Thu, Nov 27')).toBeVisible();
    expect(within(nights).getByText('Bingo at The Bar on Fri, Nov 28')).toBeVisible();
    // No "fields" disclosure beside it: the nights are what changed.
    expect(within(line).queryByText(/\d+ fields?/)).toBeNull();
  });
});
