import { materializeOccurrences } from '../events/occurrences.ts';

export const steps = { materializeOccurrences };
