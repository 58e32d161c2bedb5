import { load } from './load.ts';
import type { Row } from './table.ts';

/** An embed page at 10 connections on PGlite, and its size with its CSS. */
const EMBED_TARGETS = { rps: 1_000, p99Ms: 20, kb: 20 };

/** Downtown Nashville: the demo data's venues are around it. */
const NASHVILLE = { lat: 36.1627, lng: -86.7816 };

export interface EmbedBenchResult {
  rows: Row[];
  /** The largest embed measured, uncompressed. */
  bytes: number;
}

/**
 * Embeds on the demo data, as a bar's site frames them (a theme and an accent, so
 * the query is part of what is kept): a venue's, and the nights near Nashville (the largest),
 * each at 10 connections, on the server the city page's runs started.
 */
export async function measureEmbeds(options: {
  url: string;
  seconds: number;
  log: (message: string) => void;
}): Promise<EmbedBenchResult> {
  const { url, seconds, log } = options;
  const nearby = (await fetch(
    `${url}/api/venues/nearby?lat=${NASHVILLE.lat}&lng=${NASHVILLE.lng}&limit=1`,
  ).then((response) => response.json())) as { venues: { slug: string }[] };
  const look = '?theme=dark&accent=%23c2410c';
  const embeds = [
    { name: 'venue embed', path: `/embed/venue/${nearby.venues[0]?.slug}${look}` },
    { name: 'near embed', path: `/embed/near/nashville-tn${look}` },
  ];
  const rows: Row[] = [];
  let bytes = 0;
  for (const { name, path } of embeds) {
    const page = await fetch(`${url}${path}`);
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    bytes = Math.max(bytes, Buffer.byteLength(await page.text()));
    await load(url, [path], 10, 2); // warm-up
    log(`${name}, 10 connections, ${seconds} s`);
    rows.push({
      name: `${name} (PGlite, demo data)`,
      connections: 10,
      ...(await load(url, [path], 10, seconds)),
    });
  }
  return { rows, bytes };
}

export function printEmbedSize(result: EmbedBenchResult): void {
  console.info(
    `Largest embed: ${(result.bytes / 1024).toFixed(1)} KB (target ≤ ${EMBED_TARGETS.kb} KB with its CSS)`,
  );
}

/** The embeds' runs that failed requests or missed a target, and their size. */
export function embedMisses(result: EmbedBenchResult): string[] {
  const missed: string[] = [];
  for (const row of result.rows) {
    if (row.errors > 0) missed.push(`${row.name}: ${row.errors} errors`);
    if (row.rps < EMBED_TARGETS.rps) missed.push(`${row.name} ${row.rps.toFixed(0)} requests/s`);
    if (row.p99 > EMBED_TARGETS.p99Ms) missed.push(`${row.name} p99 ${row.p99} ms`);
  }
  if (result.bytes / 1024 > EMBED_TARGETS.kb) {
    missed.push(`embed ${(result.bytes / 1024).toFixed(1)} KB`);
  }
  return missed;
}
