import { useLoginStore } from '@companion/shared-state';
import {
  amountText,
  formatAmount,
  TimeChart,
  useGameData,
  type ChartPoint,
  type GameDataView,
} from '@companion/tab-kit';
import { loadRewardsHistory, type RewardsHistory } from '../api/rewardsHistoryApi';

const points = (view: GameDataView<RewardsHistory>): GameDataView<readonly ChartPoint[]> =>
  view.status === 'ready' ? { status: 'ready', data: view.data.points } : view;

/** Axis labels: at most 4 decimals, enough to tell the lines apart on a phone. */
const tick = (value: number) => formatAmount(value.toFixed(4), 4);

/**
 * The DFL the player's stakes have earned day by day, claimed or not, read again when a stake changes.
 * A chunk of its own, loaded after the staking page.
 */
export default function RewardsChart() {
  const walletId = useLoginStore((s) => s.publicKey);
  const { view, retry } = useGameData(walletId ? `rewards-history:${walletId}` : null, loadRewardsHistory, {
    refreshOn: ['stakeUpdated'],
  });
  return (
    <TimeChart
      name="Rewards earned"
      what="Your rewards history"
      view={points(view)}
      retry={retry}
      format={(value) => amountText(value, 'DFL')}
      tick={tick}
      emptyText="Your rewards over time start here: come back tomorrow to see them grow."
      note="Everything your stakes earned, claimed or not."
    />
  );
}
