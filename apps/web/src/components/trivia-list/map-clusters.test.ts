import { describe, expect, it } from 'vitest';
import { clusterPoints } from './map-clusters.ts';

describe('map marker clusters', () => {
  it('joins markers that would overlap, keeps the far ones apart, in list order', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 20, y: 20 },
      { x: 200, y: 43 },
      { x: 400, y: 400 },
    ];
    expect(clusterPoints(points)).toEqual([[0, 2], [1, 3], [4]]);
  });

  it('keeps every marker alone when none are near', () => {
    expect(
      clusterPoints([
        { x: 0, y: 0 },
        { x: 0, y: 44 },
      ]),
    ).toEqual([[0], [1]]);
  });
});
