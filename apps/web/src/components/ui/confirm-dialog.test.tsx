import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ error, isBusy = false }: { error?: unknown; isBusy?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Delete Pub
      </button>
      <p>Confirmed {confirmed}</p>
      <ConfirmDialog
        isOpen={isOpen}
        title="Delete Venue?"
        confirmLabel="Delete Venue"
        busyLabel="Deleting..."
        isBusy={isBusy}
        error={error}
        onConfirm={() => setConfirmed((count) => count + 1)}
        onClose={() => setIsOpen(false)}
      >
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

describe('the confirmation dialog', () => {
  it('opens with Cancel focused, and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete Pub' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Venue?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Pub' })).toHaveFocus();
    expect(screen.getByText('Confirmed 0')).toBeVisible();
  });

  it('closes on Escape, and confirms with its action button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete Pub' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Pub' }));
    await user.click(screen.getByRole('button', { name: 'Delete Venue' }));
    expect(screen.getByText('Confirmed 1')).toBeInTheDocument();
  });

  it('says why the action failed, and is busy while it runs', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Harness error={new ApiError(403, 'FORBIDDEN', 'Imported venues stay')} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Pub' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Imported venues stay');
    rerender(<Harness isBusy />);
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
  });
});
