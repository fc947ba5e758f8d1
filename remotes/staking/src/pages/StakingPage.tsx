import { useRef } from 'react';
import { useHeaderOptions } from '@companion/shared-state';
import { EmptyState, ErrorState, Section, useGameNow, useNow } from '@companion/tab-kit';
import { HistoryList } from '../components/HistoryList';
import { PositionCard } from '../components/PositionCard';
import { RewardsChartSection } from '../components/RewardsChartSection';
import { StakeForm } from '../components/StakeForm';
import { StakingSkeleton } from '../components/StakingSkeleton';
import { useAction } from '../hooks/useAction';
import { useStakingData } from '../hooks/useStakingData';

export function StakingPage() {
  useHeaderOptions({ title: 'Staking', hasLp: true });
  const data = useStakingData();
  const { view, retry } = data;
  const action = useAction(data);
  const stakeForm = useRef<HTMLDivElement>(null);
  const now = useNow();
  const gameNow = useGameNow(view.status === 'ready' ? view.data.loadedAt : null);
  if (view.status === 'loading') return <StakingSkeleton />;
  if (view.status === 'error') {
    return (
      <div className="tab-page">
        <ErrorState what="Staking" error={view.error} onRetry={retry} />
      </div>
    );
  }
  const { staking, pool, history, loadedAt, receivedAt } = view.data;
  return (
    <div className="tab-page staking-page">
      <div ref={stakeForm}>
        <StakeForm options={staking.options} vaults={staking.vaults} pool={pool} action={action} />
      </div>
      <Section title="Your stakes">
        {staking.positions.length === 0 ? (
          <>
            <EmptyState>No stakes yet: choose a pool and a lock above.</EmptyState>
            <button
              type="button"
              className="kit-button"
              onClick={() =>
                stakeForm.current?.querySelector<HTMLInputElement>('.kit-amount__input')?.focus()
              }
            >
              Choose an amount to stake
            </button>
          </>
        ) : (
          staking.positions.map((position) => (
            <PositionCard
              key={position.id}
              position={position}
              option={staking.options.find((option) => option.id === position.optionId)}
              loadedAt={receivedAt[position.id] ?? loadedAt}
              now={now}
              gameNow={gameNow}
              action={action}
            />
          ))
        )}
      </Section>
      {(staking.positions.length > 0 || history.some((item) => item.kind === 'stake')) && (
        <RewardsChartSection />
      )}
      <HistoryList history={history} />
    </div>
  );
}
