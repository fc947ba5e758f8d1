import type { ChartColours } from './chartColours';

/** The chart's height in CSS pixels: the same placeholder height while the library loads. */
export const CHART_HEIGHT = 160;

/** What chartOptions needs to know about the chart. */
export interface ChartLook {
  width: number;
  colours: ChartColours;
  /** Writes a value on the y axis as the tab shows it ("$12", "1,200"). */
  tick: (value: number) => string;
}

/** One axis, as uPlot takes it: lines and labels in the tokens' colours, `values` writing the labels. */
export interface ChartAxis {
  stroke: string;
  grid: { stroke: string; width: number };
  ticks: { stroke: string; width: number };
  font: string;
  /** Least room between labels (x), or room for them (y), in CSS px. */
  space?: number;
  size?: number;
  values?: (chart: unknown, splits: number[]) => string[];
}

/**
 * uPlot's options for a day-by-day line (plain data, so the benchmark draws with the very same): no legend and
 * no cursor (the summary beside the chart says what it shows), no animation (uPlot draws each frame once),
 * days in UTC, the line and labels in the design tokens' colours.
 */
export function chartOptions({ width, colours, tick }: ChartLook) {
  const axis: ChartAxis = {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
    font: '12px system-ui, sans-serif',
  };
  const axes: ChartAxis[] = [
    { ...axis, space: 60 },
    { ...axis, size: 56, values: (_chart, splits) => splits.map(tick) },
  ];
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true } },
    axes,
    series: [{}, { stroke: colours.line, width: 2, points: { show: false } }],
  };
}
