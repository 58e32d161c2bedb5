import {
  NIGHT_RESULTS_MAX_TEAMS,
  NightResultEntryInput,
  resultEntriesIssues,
  TOO_MANY_TEAMS_MESSAGE,
  teamKey,
} from '@trivia/shared';
import { AppError } from '../../lib/app-error.ts';
import { CsvSyntaxError, parseCsv, TooManyRecordsError } from '../../lib/csv.ts';

const refuse = (message: string) => AppError.invalid([{ field: 'csv', message }]);

/**
 * A pasted CSV of `team,score` as the night's lines (decision 205): read by the one CSV reader
 * (csv-parse), a `team,score` header optional, names with commas in double quotes. Each line is
 * checked as a typed line is; the first bad one answers 400 naming `csv` and its line.
 */
export async function entriesFromCsv(csv: string): Promise<NightResultEntryInput[]> {
  let records: Awaited<ReturnType<typeof parseCsv>>;
  try {
    // One record for the header, one past the limit to tell "too many" from "just enough".
    records = await parseCsv(csv, { maxRecords: NIGHT_RESULTS_MAX_TEAMS + 1 });
  } catch (error) {
    if (error instanceof TooManyRecordsError) throw refuse(TOO_MANY_TEAMS_MESSAGE);
    if (error instanceof CsvSyntaxError) throw refuse(error.message);
    throw error;
  }
  const [first] = records;
  if (
    first &&
    teamKey(first.values[0] ?? '') === 'team' &&
    teamKey(first.values[1] ?? '') === 'score'
  ) {
    records.shift();
  }
  const entries: NightResultEntryInput[] = [];
  for (const record of records) {
    if (record.values.length !== 2) {
      throw refuse(`Line ${record.line}: give a team and its score, like "Quiz Bears,42"`);
    }
    const [team = '', score = ''] = record.values;
    const parsed = NightResultEntryInput.safeParse({
      team,
      score: score.trim() === '' ? Number.NaN : Number(score.trim()),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw refuse(`Line ${record.line}: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    entries.push(parsed.data);
  }
  const issues = resultEntriesIssues(entries);
  const [issue] = issues;
  if (issue) {
    const record = issue.index === null ? undefined : records[issue.index];
    throw refuse(record ? `Line ${record.line}: ${issue.message}` : issue.message);
  }
  return entries;
}
