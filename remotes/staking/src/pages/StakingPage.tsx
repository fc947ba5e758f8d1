import { useHeaderOptions } from '@companion/shared-state';
import { EmptyState, ErrorState, Section, useGameNow, useNow } from '@companion/tab-kit';
import { HistoryList } from '../components/HistoryList';
import { PositionCard } from '../components/PositionCard';
import { StakeForm } from '../components/StakeForm';
import { StakingSkeleton } from '../components/StakingSkeleton';
import { useAction } from '../hooks/useAction';
import { useStakingData } from '../hooks/useStakingData';

export function StakingPage() {
  useHeaderOptions({ title: 'Staking', hasLp: true });
  const data = useStakingData();
  const { view, retry } = data;
  const action = useAction(data);
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
      <StakeForm options={staking.options} vaults={staking.vaults} pool={pool} action={action} />
      <Section title="Your stakes">
        {staking.positions.length === 0 ? (
          <EmptyState>No stakes yet: choose a pool and a lock above.</EmptyState>
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
      <HistoryList history={history} />
    </div>
  );
}
