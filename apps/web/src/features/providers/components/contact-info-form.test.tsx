import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactInfo } from '@trivia/shared';
import { describe, expect, it, vi } from 'vitest';
import { ContactInfoForm, type ContactInfoValues } from './contact-info-form.tsx';

const NERDY: ContactInfo = {
  emails: ['hello@nerdytalk.example'],
  phones: ['(615) 555-0142', '(615) 555-0143'],
  address: null,
  note: 'Ask for Dana.',
};

function renderForm(contactInfo: ContactInfo = NERDY) {
  const onSave = vi.fn<(values: ContactInfoValues) => void>();
  const onCancel = vi.fn();
  render(
    <ContactInfoForm
      contactInfo={contactInfo}
      isSaving={false}
      saveError={null}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return { onSave, onCancel };
}

describe('the contact info form', () => {
  it('starts in the first field, adds and removes entries, and saves the cleaned-up values', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    expect(screen.getByLabelText('Email 1')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(screen.getByLabelText('Email 2')).toHaveFocus();
    await user.keyboard(' bookings@nerdytalk.example ');
    await user.click(screen.getByRole('button', { name: 'Remove phone 1' }));
    expect(screen.getByRole('button', { name: 'Add phone' })).toHaveFocus();
    expect(screen.getByLabelText('Phone 1')).toHaveValue('(615) 555-0143');
    expect(screen.queryByLabelText('Phone 2')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Address'), '401 Church St');
    await user.clear(screen.getByLabelText('Note'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      emails: ['hello@nerdytalk.example', 'bookings@nerdytalk.example'],
      phones: ['(615) 555-0143'],
      address: '401 Church St',
      note: null,
    });
  });

  it('shows what is wrong next to the entry, and does not save', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    await user.keyboard('not-an-email');
    await user.tab();
    const email = screen.getByLabelText('Email 2');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');

    await user.clear(screen.getByLabelText('Phone 2'));
    await user.type(screen.getByLabelText('Phone 2'), 'call us');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Phone 2')).toHaveAccessibleDescription(
      'Enter a phone number of 7 to 20 characters: digits, spaces and + ( ) - .',
    );
    expect(onSave).not.toHaveBeenCalled();

    // Fixing it clears the message.
    await user.clear(email);
    await user.type(email, 'ok@nerdytalk.example');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('stops adding at ten emails', async () => {
    const user = userEvent.setup();
    renderForm({
      ...NERDY,
      emails: Array.from({ length: 9 }, (_, i) => `host${i}@example.test`),
    });
    const group = screen.getByRole('group', { name: 'Emails' });
    await user.click(within(group).getByRole('button', { name: 'Add email' }));
    expect(within(group).getByRole('button', { name: 'Add email' })).toBeDisabled();
    expect(within(group).getByText('Up to 10 emails.')).toBeVisible();
  });

  it('cancels without saving', async () => {
    const user = userEvent.setup();
    const { onSave, onCancel } = renderForm();
    await user.type(screen.getByLabelText('Note'), ' Changed.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a failed save in a red box', () => {
    render(
      <ContactInfoForm
        contactInfo={NERDY}
        isSaving={false}
        saveError="emails.0: Enter a valid email address"
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('emails.0: Enter a valid email address');
  });
});
