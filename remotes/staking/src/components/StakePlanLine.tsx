import type { StakePlan } from '@companion/shared-state/schemas';
import { Amount, type GameDataView } from '@companion/tab-kit';

const DAY_SECONDS = 24 * 60 * 60;

/** "in 30 days", from the seconds the game's plan covers. */
export function planPeriod(plan: Pick<StakePlan, 'seconds'>): string {
  const days = Math.floor(plan.seconds / DAY_SECONDS);
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

/**
 * What the amount typed would earn over the lock, the game's own figure (rounded down), and that the rate
 * moves; announced politely as it changes.
 */
export function StakePlanLine({ plan }: { plan: GameDataView<StakePlan> | null }) {
  return (
    <div className="staking-plan" role="status">
      {plan === null ? (
        <p className="staking-note">Type an amount to see what it earns.</p>
      ) : plan.status === 'loading' ? (
        <p className="staking-note">Working out what it earns…</p>
      ) : plan.status === 'error' ? (
        <p className="staking-note">What it earns cannot be worked out right now.</p>
      ) : (
        <>
          <p className="staking-plan__figure">
            Earns <Amount value={plan.data.rewards} unit="DFL" /> {planPeriod(plan.data)}
          </p>
          <p className="staking-note">At today&apos;s rate, which moves as others stake and unstake.</p>
        </>
      )}
    </div>
  );
}
