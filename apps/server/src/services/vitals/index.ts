/**
 * Our visitors' own Core Web Vitals (decisions 192, 193): beacons counted into bounded daily
 * histograms, their p75 and good share read back for the admin page and /metrics, and the daily
 * job that prunes old days.
 */

export {
  pruneVitals,
  scheduleVitalsPrune,
  VITALS_KEEP_DAYS,
  VITALS_PRUNE,
  vitalsJobHandlers,
} from './prune-vitals.ts';
export { BEACONS_PER_ADDRESS, recordVitals } from './record-vitals.ts';
export { listVitals, readVitalRows } from './summarize-vitals.ts';
