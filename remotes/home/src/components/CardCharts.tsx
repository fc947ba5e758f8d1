import { lazy } from 'react';
import { ChartDetails } from './ChartDetails';

// Each chart is a chunk of its own, fetched when a player opens it (with the drawing library, from the kit).
const XpChart = lazy(() => import('./XpChart'));
const ValueChart = lazy(() => import('./ValueChart'));

/** The player card's chart: XP day by day. */
export function XpChartDetails() {
  return <ChartDetails label="XP over time" chart={XpChart} />;
}

/** The portfolio card's chart: value day by day. */
export function ValueChartDetails() {
  return <ChartDetails label="Value over time" chart={ValueChart} />;
}
