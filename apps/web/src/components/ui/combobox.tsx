import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
}

/** Options shown at once; the rest are a few letters away (a provider may have thousands of venues). */
export const COMBOBOX_SHOWN = 100;

export interface ComboboxProps {
  /** The input's id, when a visible `<label htmlFor>` names it (ComboboxField). */
  id?: string;
  /** What the options are: the input's accessible name when no label names it, and the button's. */
  label: string;
  /** Names the input with `label` (a list filter has no visible label). */
  isLabelHidden?: boolean;
  options: readonly ComboboxOption[];
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** What the popup says when nothing matches the typed text. */
  noMatches?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-required'?: boolean | undefined;
}

/** Every word typed appears in the label, in any order and case: "nash pub" finds "Pub 1, Nashville". */
function matches(option: ComboboxOption, text: string): boolean {
  const label = option.label.toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => label.includes(word));
}

/**
 * A select one can type into (60+ venues): an input that filters a listbox of options,
 * the ARIA 1.2 combobox with a listbox popup and automatic selection
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/, decision
 * 075). Typing opens the list and highlights the first match; Up and Down move, Enter picks,
 * Escape or leaving the field closes it and shows the chosen option again. Clearing the text and
 * leaving chooses the option whose value is '' when there is one ("All venues").
 */
export function Combobox({
  id: givenId,
  label,
  isLabelHidden = false,
  options,
  value,
  onValueChange,
  placeholder,
  disabled = false,
  noMatches = 'No matches',
  className = '',
  ref,
  ...aria
}: ComboboxProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const selected = options.find((option) => option.value === value);
  // What is typed; null while the field shows the chosen option.
  const [text, setText] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const query = text?.trim() ?? '';
  const found = query === '' ? options : options.filter((option) => matches(option, query));
  const shown = found.slice(0, COMBOBOX_SHOWN);
  const active = isOpen ? shown[activeIndex] : undefined;

  useEffect(() => {
    if (isOpen && activeIndex >= 0) {
      document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [id, isOpen, activeIndex]);

  function open() {
    setIsOpen(true);
    const at = shown.findIndex((option) => option.value === value);
    setActiveIndex(Math.max(at, 0));
  }

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
    setText(null);
  }

  function pick(option: ComboboxOption) {
    close();
    if (option.value !== value) onValueChange(option.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        open();
        return;
      }
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      if (!isOpen) return;
      event.preventDefault(); // picks the option; never submits the form around it
      if (active) pick(active);
    } else if (event.key === 'Escape') {
      if (isOpen || text !== null) event.preventDefault();
      close();
    }
  }

  function onBlur() {
    const none = options.find((option) => option.value === '');
    if (text !== null && text.trim() === '' && none) pick(none);
    else close();
  }

  return (
    <div className={`relative ${className}`}>
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        aria-label={isLabelHidden ? label : undefined}
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        {...aria}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder}
        value={text ?? selected?.label ?? ''}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(0);
        }}
        onClick={() => (isOpen ? close() : open())}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className="block min-h-11 w-full truncate rounded-xl border border-border bg-surface py-2 pr-10 pl-3 text-fg placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:opacity-60"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={`Show ${label.toLowerCase()} options`}
        aria-expanded={isOpen}
        aria-controls={listboxId}
        disabled={disabled}
        // Keeps the focus in the field: the field's blur would close what this opens.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (isOpen ? close() : open())}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted disabled:opacity-60"
      >
        <ChevronDownIcon className={`size-4 ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl border border-border bg-surface text-left shadow-lg"
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={shown.length === 0}
          className="max-h-72 overflow-y-auto py-1"
        >
          {shown.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks options from the combobox input (aria-activedescendant).
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => pick(option)}
              className={`flex min-h-11 cursor-pointer items-center px-3 py-2 ${
                index === activeIndex ? 'bg-accent text-accent-fg' : 'text-fg'
              } ${option.value === value ? 'font-semibold' : ''}`}
            >
              <span className="min-w-0 break-words">{option.label}</span>
            </div>
          ))}
        </div>
        {shown.length === 0 ? <p className="px-3 py-2 text-muted">{noMatches}</p> : null}
        {found.length > shown.length ? (
          <p className="border-border border-t px-3 py-2 text-muted text-sm">
            Showing {shown.length} of {found.length}: type to narrow them down.
          </p>
        ) : null}
      </div>
    </div>
  );
}
