import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, type ContactInfo, ContactInfoInput } from '@trivia/shared';
import { useEffect, useRef } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { ContactListField } from './contact-list-field.tsx';

type Values = z.input<typeof ContactInfoInput>;
export type ContactInfoValues = z.output<typeof ContactInfoInput>;

/** Per-row messages of a list field, as react-hook-form nests the resolver's `emails.1` issues. */
function itemMessages(error: unknown): (string | undefined)[] {
  if (!Array.isArray(error)) return [];
  return error.map((item: FieldError | undefined) => item?.message);
}

function listMessage(error: unknown): string | undefined {
  return (error as FieldError | undefined)?.message;
}

/**
 * A card's contact info in edit mode (spec §4): emails and phones added, changed and removed,
 * address and note; checked as you go with the same schema the server applies. Saving hands the
 * cleaned-up values on; Cancel throws the changes away.
 */
export function ContactInfoForm({
  contactInfo,
  isSaving,
  saveError,
  onSave,
  onCancel,
}: {
  contactInfo: ContactInfo;
  isSaving: boolean;
  saveError: string | null;
  onSave: (values: ContactInfoValues) => void;
  onCancel: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, ContactInfoValues>({
    resolver: zodResolver(ContactInfoInput),
    mode: 'onTouched',
    defaultValues: {
      emails: contactInfo.emails,
      phones: contactInfo.phones,
      address: contactInfo.address ?? '',
      note: contactInfo.note ?? '',
    },
  });

  // Opening the editor moves the keyboard into it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  return (
    <form ref={form} onSubmit={handleSubmit(onSave)} noValidate className="space-y-5">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="emails"
          render={({ field }) => (
            <ContactListField
              legend="Emails"
              noun="email"
              type="email"
              values={field.value ?? []}
              itemErrors={itemMessages(errors.emails)}
              listError={listMessage(errors.emails)}
              max={CONTACT_LIMITS.maxEmails}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="phones"
          render={({ field }) => (
            <ContactListField
              legend="Phones"
              noun="phone"
              type="tel"
              values={field.value ?? []}
              itemErrors={itemMessages(errors.phones)}
              listError={listMessage(errors.phones)}
              max={CONTACT_LIMITS.maxPhones}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <TextField
        label="Address"
        autoComplete="off"
        maxLength={CONTACT_LIMITS.addressMaxLength}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextAreaField
        label="Note"
        hint='Write "research needed" while their contacts are still to be found.'
        maxLength={CONTACT_LIMITS.noteMaxLength}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
