// The drawing, loaded only when a chart is first shown (TimeChart imports this module on demand): uPlot and its
// stylesheet are a chunk of their own, never in a tab's first JS (docs/performance.md, "Charts").
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartOptions, type ChartLook } from './chartOptions';

/** A drawn chart: resized to its box, removed with its element. */
export interface DrawnChart {
  resize: (width: number) => void;
  destroy: () => void;
}

export function drawChart(element: HTMLElement, data: [number[], number[]], look: ChartLook): DrawnChart {
  const options = {
    ...chartOptions(look),
    tzDate: (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
  } as uPlot.Options;
  const chart = new uPlot(options, data, element);
  return {
    resize: (width) => chart.setSize({ width, height: options.height }),
    destroy: () => chart.destroy(),
  };
}
