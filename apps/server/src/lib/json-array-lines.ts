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
