/**
 * Markers that would overlap on the map join into one (decision 054): greedy, in list
 * order, on screen positions, so a cluster keeps the place of its first venue and the markers stay
 * in list order for the keyboard.
 */

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Markers closer than this (px, centre to centre) join: a 44 px marker would cover the other. */
export const CLUSTER_DISTANCE_PX = 44;

/** Groups of indexes into `points`, each in list order, the groups in the order of their first. */
export function clusterPoints(
  points: readonly ScreenPoint[],
  distance: number = CLUSTER_DISTANCE_PX,
): number[][] {
  const clusters: { at: ScreenPoint; members: number[] }[] = [];
  points.forEach((point, index) => {
    const near = clusters.find(({ at }) => Math.hypot(at.x - point.x, at.y - point.y) < distance);
    if (near) near.members.push(index);
    else clusters.push({ at: point, members: [index] });
  });
  return clusters.map((cluster) => cluster.members);
}
