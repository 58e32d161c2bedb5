import { countNights } from './count-nights.ts';

export function describeNights(dates: string[]): string {
  return dates.length === 0 ? 'No nights' : `${countNights(dates.slice(1)) + 1} nights`;
}
