import { RADIUS_CHOICES, TRIVIA_SORT_LABELS, TRIVIA_SORTS } from '@trivia/shared';

/** The list's radii as a select's options ("30 mi"), with script or without. */
export function RadiusOptions() {
  return RADIUS_CHOICES.map((choice) => (
    <option key={choice} value={choice}>
      {choice} mi
    </option>
  ));
}

/** The list's sorts as a select's options ("Start time"), with script or without. */
export function SortOptions() {
  return TRIVIA_SORTS.map((choice) => (
    <option key={choice} value={choice}>
      {TRIVIA_SORT_LABELS[choice]}
    </option>
  ));
}
