import { setImmediate } from 'node:timers/promises';

/** How long long-running work may hold the event loop before it lets other requests in. */
export const TURN_BUDGET_MS = 2;

/**
 * For long loops on the main thread (reading and importing a big file): `await turns.maybeYield()`
 * every so often gives the event loop a turn once TURN_BUDGET_MS have passed since the last one.
 * Awaiting PGlite is not enough: its queries resolve without a turn of the event loop, so a loop
 * of them would hold every other request back.
 */
export function eventLoopTurns(budgetMs = TURN_BUDGET_MS) {
  let lastTurn = performance.now();
  return {
    async maybeYield(): Promise<void> {
      if (performance.now() - lastTurn < budgetMs) return;
      await setImmediate();
      lastTurn = performance.now();
    },
  };
}
