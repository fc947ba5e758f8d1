import { groupDigits, useLoginStore } from '@companion/shared-state';
import { TimeChart, useGameData, type GameDataView, type ChartPoint } from '@companion/tab-kit';
import { loadXpHistory, type XpHistory } from '../api/historyApi';

const points = (view: GameDataView<XpHistory>): GameDataView<readonly ChartPoint[]> =>
  view.status === 'ready' ? { status: 'ready', data: view.data.points } : view;

/** The player's XP day by day, from their first day (at most a year). Loaded when the player opens it. */
export default function XpChart() {
  const publicKey = useLoginStore((s) => s.publicKey);
  const { view, retry } = useGameData(publicKey ? `xp-history:${publicKey}` : null, loadXpHistory);
  return (
    <TimeChart
      name="XP"
      what="Your XP history"
      view={points(view)}
      retry={retry}
      format={groupDigits}
      tick={(value) => groupDigits(String(Math.round(value)))}
      emptyText="Your XP over time starts here: come back tomorrow to see it grow."
    />
  );
}
