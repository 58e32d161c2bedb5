import { eventLoopTurns } from './event-loop-turns.ts';
import { FileSyntaxError } from './file-syntax-error.ts';

/** A file that is not a JSON array; `line` is where the problem is. */
export class JsonSyntaxError extends FileSyntaxError {
  override name = 'JsonSyntaxError';
}

export interface JsonElement {
  /** The line the element starts on (1-based). */
  line: number;
  value: unknown;
}

/** How many characters are scanned between two looks at the clock. */
const CHUNK_CHARACTERS = 4 * 1024;

const LINE_FEED = 10;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const isWhitespace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * Reads a top-level JSON array element by element: each element is parsed on its own
 * (`JSON.parse` of its text) and keeps the line it starts on, and the scan gives the event loop
 * a turn every few milliseconds, so that a big file never stalls the server. Past
 * `maxElements` elements it stops with `onTooMany()`'s error.
 */
export async function readJsonArray(
  text: string,
  options: { maxElements?: number; onTooMany?: () => Error } = {},
): Promise<JsonElement[]> {
  const { maxElements = Number.POSITIVE_INFINITY } = options;
  const elements: JsonElement[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let isClosed = false;
  /** Where the element being read starts, and its line; -1 between elements. */
  let start = -1;
  let startLine = 1;
  let nextYield = CHUNK_CHARACTERS;
  const turns = eventLoopTurns();

  const finishElement = (end: number) => {
    const source = text.slice(start, end);
    try {
      elements.push({ line: startLine, value: JSON.parse(source) });
    } catch {
      throw new JsonSyntaxError(startLine, `line ${startLine}: the element is not valid JSON`);
    }
    if (elements.length > maxElements) {
      throw options.onTooMany?.() ?? new Error(`more than ${maxElements} elements`);
    }
    start = -1;
  };

  for (let index = 0; index < text.length; index += 1) {
    if (index === nextYield) {
      nextYield += CHUNK_CHARACTERS;
      await turns.maybeYield();
    }
    const code = text.charCodeAt(index);
    if (code === LINE_FEED) line += 1;
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (isWhitespace(code) || (index === 0 && code === 0xfeff)) continue;
    if (isClosed) throw new JsonSyntaxError(line, `line ${line}: nothing may follow the array`);
    if (depth === 0) {
      if (code !== OPEN_BRACKET) {
        throw new JsonSyntaxError(line, 'a JSON import must be an array of venues');
      }
      depth = 1;
      continue;
    }
    if (depth === 1 && start === -1 && code !== CLOSE_BRACKET) {
      if (code === COMMA) throw new JsonSyntaxError(line, `line ${line}: a value is missing`);
      start = index;
      startLine = line;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) depth += 1;
    else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
      if (depth === 0) {
        if (start !== -1) finishElement(index);
        else if (elements.length > 0) {
          throw new JsonSyntaxError(line, `line ${line}: a value is missing before the ]`);
        }
        isClosed = true;
      }
    } else if (code === COMMA && depth === 1) {
      finishElement(index);
    }
  }
  if (!isClosed) throw new JsonSyntaxError(line, `line ${line}: the array is never closed`);
  return elements;
}
