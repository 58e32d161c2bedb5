import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { CloseIcon } from '@/components/ui/action-icons.tsx';

const CONTROL =
  'block w-full min-w-0 rounded-xl border border-border bg-surface px-3.5 py-2.5 text-base text-fg shadow-sm transition-colors focus:border-accent focus:outline-none focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger';

export interface ContactListFieldProps {
  /** 'Emails' or 'Phones': the group's legend. */
  legend: string;
  /** 'email' or 'phone', as in "Add email" and "Email 2". */
  noun: string;
  type: 'email' | 'tel';
  values: string[];
  /** Messages by position, as the form's resolver reports them. */
  itemErrors: readonly (string | undefined)[];
  listError: string | undefined;
  max: number;
  onChange: (values: string[]) => void;
  onBlur: () => void;
}

/**
 * An editable list of emails or phone numbers: one input per entry, each with its own label,
 * remove button and error; an add button up to the limit. Focus follows: a new row's input, or
 * the add button after a removal.
 */
export function ContactListField({
  legend,
  noun,
  type,
  values,
  itemErrors,
  listError,
  max,
  onChange,
  onBlur,
}: ContactListFieldProps) {
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  const isFull = values.length >= max;

  function onAdd() {
    // Render the new row now, so that it can take the focus.
    flushSync(() => onChange([...values, '']));
    inputs.current[values.length]?.focus();
  }

  function onRemove(index: number) {
    onChange(values.filter((_, position) => position !== index));
    addButton.current?.focus();
  }

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      {values.length === 0 ? <p className="text-sm text-muted">No {noun}s yet.</p> : null}
      <ul className="space-y-2">
        {values.map((value, index) => {
          const inputId = `${id}-${index}`;
          const error = itemErrors[index];
          return (
            // Rows are controlled inputs: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {`${label} ${index + 1}`}
                </label>
                <input
                  id={inputId}
                  ref={(node) => {
                    inputs.current[index] = node;
                  }}
                  type={type}
                  inputMode={type}
                  autoComplete="off"
                  value={value}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) =>
                    onChange(
                      values.map((v, position) => (position === index ? event.target.value : v)),
                    )
                  }
                  onBlur={onBlur}
                  className={CONTROL}
                />
                <button
                  type="button"
                  title="Remove"
                  onClick={() => onRemove(index)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-border text-fg hover:border-danger/60 hover:bg-danger-bg hover:text-danger"
                >
                  <CloseIcon />
                  <span className="sr-only">{`Remove ${noun} ${index + 1}`}</span>
                </button>
              </div>
              {error ? (
                <p
                  id={`${inputId}-error`}
                  role="alert"
                  className="mt-1 text-sm font-medium text-danger"
                >
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3">
        <button
          ref={addButton}
          type="button"
          onClick={onAdd}
          disabled={isFull}
          className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-link underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
        >
          <span aria-hidden="true">+</span> Add {noun}
        </button>
        {isFull ? <span className="text-sm text-muted">{`Up to ${max} ${noun}s.`}</span> : null}
      </div>
    </fieldset>
  );
}
