import type { ChartPoint } from './chartSummary';

/**
 * The points as the drawing takes them: seconds since 1970 at each UTC day's start, and the values as numbers
 * (for drawing only: every figure a player reads is written from the exact strings).
 */
export function chartData(points: readonly ChartPoint[]): [number[], number[]] {
  return [
    points.map((point) => Date.parse(`${point.day}T00:00:00Z`) / 1000),
    points.map((point) => Number(point.value)),
  ];
}
