/** The colours a chart is drawn in: the design tokens of the element it is drawn in (docs/tab-kit.md). */
export interface ChartColours {
  /** The line: --link, 6.9:1 on --surface (a graphic needs 3:1). */
  line: string;
  /** Axis labels: --muted, 6.7:1 on --surface. */
  text: string;
  /** Grid lines. */
  grid: string;
}

export function chartColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: token('--link', '#a996ff'),
    text: token('--muted', '#a49fbd'),
    grid: token('--surface-2', '#27233a'),
  };
}
