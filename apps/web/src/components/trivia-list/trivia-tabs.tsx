import { isTriviaTab, type ListWhen, TRIVIA_TAB_LABELS } from '@trivia/shared';
import { type KeyboardEvent, useRef } from 'react';

export interface TriviaTabsProps {
  idPrefix: string;
  /** Today, Tomorrow, This Week, then the day chips (`dayChips`). */
  choices: readonly ListWhen[];
  selected: ListWhen;
  onSelect: (when: ListWhen) => void;
  /** Each tab's link, followed before the page's script runs (decision 093). */
  hrefOf: (when: ListWhen) => string;
  /** Venues each tab lists, once known. */
  counts?: Partial<Record<ListWhen, number>>;
}

export const tabId = (prefix: string, when: ListWhen) => `${prefix}-tab-${when}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * Today / Tomorrow / This Week and the next five days ("Sun", "Mon" …) as one row of ARIA tabs
 * with automatic activation (the Day filter and the tabs are one idea): arrow keys, Home
 * and End move between them (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). The row scrolls
 * sideways on a phone. Each is a link to its URL, so that a tap before the page's script runs
 * still shows it.
 */
export function TriviaTabs({
  idPrefix,
  choices,
  selected,
  onSelect,
  hrefOf,
  counts,
}: TriviaTabsProps) {
  const buttons = useRef(new Map<ListWhen, HTMLAnchorElement>());

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = choices.indexOf(selected);
    const last = choices.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const when = next === undefined ? undefined : choices[next];
    if (!when) return;
    event.preventDefault();
    onSelect(when);
    buttons.current.get(when)?.focus();
  }

  return (
    <div role="tablist" aria-label="When" className="tab-row">
      {choices.map((when) => {
        const isSelected = when === selected;
        const count = counts?.[when];
        return (
          <a
            key={when}
            ref={(element) => {
              if (element) buttons.current.set(when, element);
              else buttons.current.delete(when);
            }}
            href={hrefOf(when)}
            role="tab"
            id={tabId(idPrefix, when)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              onSelect(when);
            }}
            onKeyDown={onKeyDown}
            className="tab"
          >
            {isTriviaTab(when) ? (
              TRIVIA_TAB_LABELS[when]
            ) : (
              <>
                <span aria-hidden="true">{when.slice(0, 3)}</span>
                <span className="sr-only">{when}</span>
              </>
            )}
            {count === undefined ? null : ' '}
            {count === undefined ? null : (
              <span className="ml-0.5 tabular-nums">
                {count}
                <span className="sr-only"> {count === 1 ? 'venue' : 'venues'}</span>
              </span>
            )}
          </a>
        );
      })}
    </div>
  );
}
