import { formatPercent } from '../format/numbers';

/** One point of a chart: a UTC day ("2026-11-01") and its value as an exact decimal string. */
export interface ChartPoint {
  day: string;
  value: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-01" → "1 Nov". */
export function chartDay(day: string): string {
  const [, month = '1', date = '1'] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ''}`.trim();
}

/** Both decimals as integers at one scale, so they compare and divide exactly. */
function scaled(a: string, b: string): [bigint, bigint] {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const units = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return BigInt(whole + fraction.padEnd(places, '0'));
  };
  return [units(a), units(b)];
}

/** The change from `first` to `last` in percent with two decimals, cut toward zero: "21.95"; null from 0. */
export function percentChange(first: string, last: string): string | null {
  const [from, to] = scaled(first, last);
  if (from === 0n) return null;
  const hundredths = ((to - from) * 10_000n) / from;
  const size = hundredths < 0n ? -hundredths : hundredths;
  return `${size / 100n}.${(size % 100n).toString().padStart(2, '0')}`;
}

/**
 * A chart's text summary, its accessible name and the words beside it (docs/tab-kit.md, "Charts"):
 * "Portfolio value: $12.40 on 1 Nov, $15.10 today, up 21.7 %". `format` writes a value as the tab shows it.
 */
export function chartSummary(
  name: string,
  points: readonly ChartPoint[],
  format: (value: string) => string,
): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `${name}: nothing yet.`;
  if (points.length === 1) return `${name}: ${format(last.value)} today.`;
  const from = `${format(first.value)} on ${chartDay(first.day)}`;
  const change = percentChange(first.value, last.value);
  const [a, b] = scaled(first.value, last.value);
  const trend =
    a === b ? ', unchanged' : change === null ? '' : `, ${b > a ? 'up' : 'down'} ${formatPercent(change)}`;
  return `${name}: ${from}, ${format(last.value)} today${trend}.`;
}
