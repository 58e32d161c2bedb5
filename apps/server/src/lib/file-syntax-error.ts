/** A file that cannot be read as what it claims to be (CSV, a JSON array); `line` is where the problem is. */
export class FileSyntaxError extends Error {
  override name = 'FileSyntaxError';
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}
