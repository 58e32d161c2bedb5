import { AUTOCOMPLETE, type Place, placeLabel } from '@trivia/shared';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { SearchIcon } from '@/components/ui/icons.tsx';
import { useDebouncedCallback } from '@/lib/debounce.ts';
import { usePlaceSuggestions } from '../api/search-places.ts';
import { leavePlaceFieldDraft, takePlaceFieldDraft } from '../utils/place-field-draft.ts';
import { PLACE_FIELD_CLASS, PLACE_FIELD_ICON_CLASS } from './place-search-form.tsx';

export interface PlaceComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  onPick: (place: Place) => void;
  disabled?: boolean;
  /** Takes the focus when it appears (the manual screen). */
  focusOnMount?: boolean;
}

/** What a suggestion says: 'Nashville, TN', or '37064 · Franklin, TN' for a ZIP. */
function suggestionText(place: Place): string {
  const label = placeLabel(place);
  return place.type === 'postcode' ? `${place.name} · ${label}` : label;
}

/**
 * City or ZIP autocomplete (spec §2, §9): suggestions 300 ms after typing stops, from 2
 * characters, 5 at most, closing 200 ms after the field loses focus (so a tap on a suggestion
 * still lands). ARIA 1.2 combobox with a listbox popup:
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/
 */
export function PlaceCombobox({
  value,
  onValueChange,
  onPick,
  disabled,
  focusOnMount = false,
}: PlaceComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  // What the suggestions are for: the text, once typing has paused.
  const [query, setQuery] = useState(value);
  const searchLater = useDebouncedCallback(setQuery, AUTOCOMPLETE.debounceMs);
  const isLongEnough = value.trim().length >= AUTOCOMPLETE.minChars;
  const { data } = usePlaceSuggestions(query);
  // Each copy of the field leaves what was typed as it goes; this one takes what the plain field
  // it replaces left, and searches it as typed text is (decision 169). A layout effect: it runs
  // in the commit that removed that field, before the browser handles another key.
  const attachInput = useCallback((node: HTMLInputElement) => {
    input.current = node;
    return () => leavePlaceFieldDraft(node);
  }, []);
  useLayoutEffect(() => {
    const draft = input.current && takePlaceFieldDraft(input.current);
    if (!draft) return;
    onValueChange(draft.value);
    searchLater(draft.value);
    setIsOpen(draft.hadFocus);
  }, [onValueChange, searchLater]);
  const suggestions = isLongEnough ? (data ?? []).slice(0, AUTOCOMPLETE.limit) : [];
  const isExpanded = isOpen && suggestions.length > 0;
  const active = isExpanded ? suggestions[activeIndex] : undefined;

  function pick(place: Place) {
    setIsOpen(false);
    setActiveIndex(-1);
    onPick(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isExpanded) {
        setIsOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wraps around, through "no suggestion chosen" (-1), as the APG example does.
      setActiveIndex((index) => {
        const next = index + step;
        if (next >= suggestions.length) return -1;
        if (next < -1) return suggestions.length - 1;
        return next;
      });
    } else if (event.key === 'Enter' && active) {
      event.preventDefault(); // the suggestion, not the typed text, is what is submitted
      pick(active);
    } else if (event.key === 'Escape') {
      if (isExpanded) event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        City or ZIP code
      </label>
      <div className="relative">
        <SearchIcon className={PLACE_FIELD_ICON_CLASS} />
        <input
          ref={attachInput}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={active ? `${id}-option-${activeIndex}` : undefined}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="City or ZIP code"
          disabled={disabled}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            searchLater(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setIsOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => {
              setIsOpen(false);
              setActiveIndex(-1);
            }, AUTOCOMPLETE.closeAfterBlurMs);
          }}
          onKeyDown={onKeyDown}
          className={PLACE_FIELD_CLASS}
        />
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!isExpanded}
        // In the page flow rather than floating: on a phone it must not cover the submit button.
        className="mt-2 overflow-hidden rounded-xl border border-border bg-surface py-1 text-left shadow-lg"
      >
        {suggestions.map((place, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks options from the combobox input (aria-activedescendant).
          <div
            key={place.place_id}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // Keeps focus in the field, so that the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 ${
              // The highlighted suggestion in the accent: plain to see in both themes.
              index === activeIndex
                ? 'bg-accent font-semibold text-accent-fg'
                : 'text-fg hover:bg-surface-2'
            }`}
          >
            <span
              className={`size-2 shrink-0 rounded-full ${index === activeIndex ? 'bg-accent-fg' : 'bg-accent'}`}
              aria-hidden="true"
            />
            <span className="truncate">{suggestionText(place)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
