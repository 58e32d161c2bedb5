/** One load run of `npm run bench`: its latencies in ms, its throughput and its failed requests. */
export interface Row {
  name: string;
  connections: number;
  /** Requests a second offered at a fixed rate; none means as fast as the server answers. */
  offered?: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** The runs as a Markdown table, the first column left-aligned and the figures right-aligned. */
export function printTable(rows: Row[]): void {
  const header = ['benchmark', 'connections', 'p50 ms', 'p99 ms', 'requests/s', 'errors'];
  const lines = rows.map((row) => [
    row.name,
    String(row.connections),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    row.rps.toFixed(0),
    String(row.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.info(format(header));
  console.info(
    `|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.info(format(line));
}
