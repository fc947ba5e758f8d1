import { TOKENS, formatUsd, groupDigits, useLoginStore } from '@companion/shared-state';
import { TimeChart, useGameData, type GameDataView, type ChartPoint } from '@companion/tab-kit';
import { loadValueHistory, type ValueHistory } from '../api/historyApi';

const points = (view: GameDataView<ValueHistory>): GameDataView<readonly ChartPoint[]> =>
  view.status === 'ready' ? { status: 'ready', data: view.data.points } : view;

/** Whole dollars on the axis: the summary and the card carry the cents. */
const dollars = (value: number) => `$${groupDigits(String(Math.round(value)))}`;

/** What is not counted and at which prices, under the chart. */
export function valueNote(history: ValueHistory): string {
  const unpriced = history.unpriced.map((token) => TOKENS[token].label);
  const left = unpriced.length > 0 ? ` Not counted (no USD price): ${unpriced.join(', ')}.` : '';
  return `In game and staked, valued at today's prices.${left}`;
}

/**
 * What the game holds for the player (in game and staked) day by day, valued at today's prices: the game keeps
 * no history of prices, nor of the Global Wallet on chain. Loaded when the player opens it.
 */
export default function ValueChart() {
  const publicKey = useLoginStore((s) => s.publicKey);
  const { view, retry } = useGameData(publicKey ? `value-history:${publicKey}` : null, loadValueHistory);
  return (
    <TimeChart
      name="Value in game and staked"
      what="Your value history"
      view={points(view)}
      retry={retry}
      format={formatUsd}
      tick={dollars}
      emptyText="Your value over time starts here: come back tomorrow to see it change."
      {...(view.status === 'ready' && { note: valueNote(view.data) })}
    />
  );
}
