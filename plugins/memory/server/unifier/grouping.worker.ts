import { groupPoints, type Point } from './grouping';

/** A run's groups, in a worker thread (runs.ts): every point is compared with every other. */
export default function group({ points, threshold, topK }: { points: Point[]; threshold: number; topK: number }) {
  return groupPoints(points, threshold, topK);
}
