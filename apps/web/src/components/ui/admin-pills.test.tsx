import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventStatusPill } from './admin-pills.tsx';

/** (decision 100): the admin lists' status of an event. */
describe('an event’s status pill', () => {
  it('says "Past" once a one-time event’s night has gone by, whatever its active flag', () => {
    const { rerender } = render(<EventStatusPill isActive isPast />);
    expect(screen.getByText('Past')).toBeVisible();
    rerender(<EventStatusPill isActive={false} isPast />);
    expect(screen.getByText('Past')).toBeVisible();
  });

  it('says Active or Inactive otherwise', () => {
    const { rerender } = render(<EventStatusPill isActive isPast={false} />);
    expect(screen.getByText('Active')).toBeVisible();
    rerender(<EventStatusPill isActive={false} isPast={false} />);
    expect(screen.getByText('Inactive')).toBeVisible();
  });
});
