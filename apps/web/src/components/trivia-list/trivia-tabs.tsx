import { TRIVIA_TAB_LABELS, TRIVIA_TABS, type TriviaTab } from '@trivia/shared';
import { type KeyboardEvent, useRef } from 'react';

export interface TriviaTabsProps {
  idPrefix: string;
  selected: TriviaTab;
  onSelect: (tab: TriviaTab) => void;
  /** Each tab's link, followed before the page's script runs (decision 093). */
  hrefOf: (tab: TriviaTab) => string;
  /** Venues each tab lists, once known (issue 16). */
  counts?: Record<TriviaTab, number>;
}

export const tabId = (prefix: string, tab: TriviaTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * Today / Tomorrow / This Week as ARIA tabs with automatic activation: arrow keys, Home and End
 * move between them (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/). Each is a link to its
 * tab's URL, so that a tap before the page's script runs still shows that tab.
 */
export function TriviaTabs({ idPrefix, selected, onSelect, hrefOf, counts }: TriviaTabsProps) {
  const buttons = useRef(new Map<TriviaTab, HTMLAnchorElement>());

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = TRIVIA_TABS.indexOf(selected);
    const last = TRIVIA_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : TRIVIA_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="When"
      className="grid grid-cols-3 gap-1 rounded-xl border border-border bg-surface p-1"
    >
      {TRIVIA_TABS.map((tab) => {
        const isSelected = tab === selected;
        return (
          <a
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            href={hrefOf(tab)}
            role="tab"
            id={tabId(idPrefix, tab)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              onSelect(tab);
            }}
            onKeyDown={onKeyDown}
            className={`flex min-h-11 items-center justify-center rounded-lg px-1 text-sm font-semibold whitespace-nowrap transition-colors sm:text-base ${
              isSelected
                ? 'bg-accent text-accent-fg shadow-sm'
                : 'text-muted hover:bg-surface-2 hover:text-fg'
            }`}
          >
            {TRIVIA_TAB_LABELS[tab]}
            {counts ? ' ' : null}
            {counts ? (
              <span className="ml-0.5 tabular-nums">
                {counts[tab]}
                <span className="sr-only"> {counts[tab] === 1 ? 'venue' : 'venues'}</span>
              </span>
            ) : null}
          </a>
        );
      })}
    </div>
  );
}
