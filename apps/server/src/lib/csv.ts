export interface CsvRecord {
  /** The line of the file the record starts on (the header is line 1). */
  line: number;
  values: string[];
}

/**
 * RFC 4180 CSV: commas, double-quoted fields with "" for a quote, line breaks inside quotes, CRLF
 * or LF. Blank lines are skipped. Small enough to own rather than depend on.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let field = '';
  let isQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    values.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (values.length > 1 || values[0] !== '') records.push({ line: recordLine, values });
    values = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (isQuoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') {
        isQuoted = false;
      } else {
        if (character === '\n') line += 1;
        field += character;
      }
    } else if (character === '"' && field === '') {
      isQuoted = true;
    } else if (character === ',') {
      endField();
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += character;
    }
  }
  if (field !== '' || values.length > 0) endRecord();
  return records;
}

/** The line each element of a top-level JSON array starts on (1-based), without a parser of our own. */
export function jsonArrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectingElement = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '\n') line += 1;
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
      continue;
    }
    if (/\s/.test(character ?? '')) continue;
    if (depth === 1 && expectingElement && character !== ']') {
      lines.push(line);
      expectingElement = false;
    }
    if (character === '"') inString = true;
    else if (character === '[' || character === '{') {
      depth += 1;
      if (depth === 1 && character === '[') expectingElement = true;
    } else if (character === ']' || character === '}') depth -= 1;
    else if (character === ',' && depth === 1) expectingElement = true;
  }
  return lines;
}
