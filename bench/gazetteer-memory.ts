/**
 * What the gazetteer adds to the server's resident memory: the server's modules are loaded first
 * (as in the running server), then the gazetteer, and it answers a round of searches.
 * Run with --expose-gc; prints JSON.
 */
import '../apps/server/src/app.ts';
import { loadGazetteer } from '../apps/server/src/geo/load-gazetteer.ts';

const collect = async () => {
  for (let round = 0; round < 3; round += 1) {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

await collect();
const before = process.memoryUsage.rss();
const gazetteer = await loadGazetteer();
for (let round = 0; round < 200; round += 1) {
  for (const query of ['nash', 'spring', 'portland, or', 'sa', '37064', 'new york ny']) {
    gazetteer.search(query, 5);
  }
  gazetteer.reverse(36 + round / 100, -86 - round / 100);
}
await collect();
const after = process.memoryUsage.rss();
console.info(JSON.stringify({ rssIncreaseMb: (after - before) / 1e6 }));
