import { useEffect, useId, useRef, useState } from 'react';
import type { GameDataView } from '../data/useGameData';
import { EmptyState, ErrorState, Skeleton } from '../blocks/states';
import { chartColours } from './chartColours';
import { chartData } from './chartData';
import { CHART_HEIGHT } from './chartOptions';
import { chartSummary, type ChartPoint } from './chartSummary';
import './chart.css';

export interface TimeChartProps {
  /** The figure charted, the summary's first words: "XP", "Portfolio value". */
  name: string;
  /** The block, as the error and loading states name it: "Your XP history". */
  what: string;
  view: GameDataView<readonly ChartPoint[]>;
  retry: () => void;
  /** Writes an exact value as the tab shows it, for the summary ("$12.40", "1,200 XP"). */
  format: (value: string) => string;
  /** Writes a y-axis label from the drawn number ("$12", "1,200"). */
  tick: (value: number) => string;
  /** Said instead of a chart while there is only today: what the chart will show and when. */
  emptyText: string;
  /** A line under the chart about what it counts ("Valued at today's prices."). */
  note?: string;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A day-by-day line chart (docs/tab-kit.md, "Charts"): the text summary is the figure's caption and accessible
 * name; the drawing (uPlot, loaded on first use) is hidden from assistive technology and draws once, without
 * animation. Loading, error and single-day states speak in the player's words.
 */
export function TimeChart({ name, what, view, retry, format, tick, emptyText, note }: TimeChartProps) {
  const captionId = useId();
  if (view.status === 'loading') return <Skeleton label={`Loading ${lowerFirst(what)}`} lines={3} />;
  if (view.status === 'error') return <ErrorState what={what} error={view.error} onRetry={retry} />;
  const points = view.data;
  return (
    <figure className="kit-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="kit-chart__summary">
        {chartSummary(name, points, format)}
      </figcaption>
      {points.length < 2 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <ChartDrawing points={points} tick={tick} />
      )}
      {note && <p className="kit-chart__note">{note}</p>}
    </figure>
  );
}

function ChartDrawing({ points, tick }: { points: readonly ChartPoint[]; tick: (value: number) => string }) {
  const box = useRef<HTMLDivElement>(null);
  // The drawing asks for labels whenever it redraws: it reads the latest \`tick\`, not the first one.
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  }, [tick]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let drawn: { resize: (width: number) => void; destroy: () => void } | undefined;
    let observer: ResizeObserver | undefined;
    import('./drawChart')
      .then(({ drawChart }) => {
        if (cancelled) return;
        setFailed(false);
        drawn = drawChart(element, chartData(points), {
          width: element.clientWidth,
          colours: chartColours(element),
          tick: (value) => tickRef.current(value),
        });
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => drawn?.resize(element.clientWidth));
          observer.observe(element);
        }
      })
      .catch((error: unknown) => {
        console.warn('a chart could not be drawn', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      drawn?.destroy();
    };
  }, [points]);

  return (
    <>
      <div ref={box} className="kit-chart__drawing" aria-hidden="true" style={{ minHeight: CHART_HEIGHT }} />
      {failed && <p className="kit-chart__note">The chart could not be drawn: the figures are above.</p>}
    </>
  );
}
