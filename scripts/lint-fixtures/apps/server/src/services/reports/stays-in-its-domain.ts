import { db } from '../../db/client.ts';
import { materializeOccurrences } from '../events/index.ts';
import { NOT_LISTED_MESSAGE } from '../not-listed.ts';
import { countReports } from './count-reports.ts';

export const steps = { db, materializeOccurrences, NOT_LISTED_MESSAGE, countReports };
