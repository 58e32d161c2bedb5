/**
 * A count with its noun, singular for exactly one ("1 event", never "1 events"). The
 * plural is the noun plus "s" unless told ('1 activity', '2 activities').
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
