import { describeNights } from './describe-nights.ts';

export function countNights(dates: string[]): number {
  return describeNights(dates).length;
}
