import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

const CONTROL =
  'block w-full rounded-xl border border-border bg-surface px-3.5 py-2.5 text-base text-fg placeholder:text-muted/80 shadow-sm transition-colors focus:border-accent focus:outline-none focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:opacity-60';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  isRequired?: boolean;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A label, the control, an optional hint and the error (announced, and tied to the control). */
export function FieldFrame({ label, hint, error, isRequired, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {isRequired ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  required,
  ref,
  className = '',
  ...props
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} isRequired={required}>
      {({ id, describedBy }) => (
        <input
          id={id}
          ref={ref}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} ${className}`}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  ref,
  className = '',
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} isRequired={required}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          ref={ref}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} min-h-24 ${className}`}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  ref,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} isRequired={required}>
      {({ id, describedBy }) => (
        <select
          id={id}
          ref={ref}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${CONTROL} ${className}`}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** The space between the radio and its words: `gap-2` or `gap-3`. */
  gap: 'gap-2' | 'gap-3';
  children: ReactNode;
}

/**
 * One choice of a radio group drawn as a card, its border the accent's once chosen: the feed
 * form's format and the embed page's theme. The input's props, `register(…)`'s too,
 * go to the radio.
 */
export function RadioCard({ gap, children, ...input }: RadioCardProps) {
  return (
    <label
      className={`flex items-center ${gap} rounded-xl border border-border bg-surface px-3 py-2.5 has-checked:border-accent`}
    >
      <input type="radio" className="size-5 shrink-0 accent-[var(--app-accent)]" {...input} />
      {children}
    </label>
  );
}
