import { useEffect } from 'react';
import { useHeaderOptions, useLoginStore, type RaffleEvent } from '@companion/shared-state';
import { EmptyState, ErrorState, Section, Skeleton, useGameNow } from '@companion/tab-kit';
import { RaffleCard } from '../components/RaffleCard';
import { TicketShop } from '../components/TicketShop';
import { useRafflesData, type RafflesData } from '../hooks/useRafflesData';
import { groupRaffles, nextChangeAt } from '../lib/raffleGroups';

/** A second after a raffle's moment, so the server has settled it when the list is read again. */
const SETTLE_MS = 1000;

export function RafflesPage() {
  useHeaderOptions({ title: 'Raffles' });
  const walletId = useLoginStore((s) => s.publicKey);
  const { view, retry, refresh } = useRafflesData(walletId);
  return (
    <section className="tab-page raffles-page" aria-labelledby="raffles-heading">
      <h2 id="raffles-heading">Raffles</h2>
      {view.status === 'loading' && <Skeleton label="Loading raffles" lines={4} />}
      {view.status === 'error' && <ErrorState what="Raffles" error={view.error} onRetry={retry} />}
      {view.status === 'ready' && <RaffleLists data={view.data} walletId={walletId} refresh={refresh} />}
    </section>
  );
}

/** Mounted with data only, so the game clock ticks only when there is something to count down. */
function RaffleLists({
  data,
  walletId,
  refresh,
}: {
  data: RafflesData;
  walletId: string;
  refresh: () => void;
}) {
  const now = useGameNow();
  const changeAt = nextChangeAt(data.raffles, now);
  const due = changeAt !== null && now >= changeAt + SETTLE_MS;
  useEffect(() => {
    if (due) refresh();
  }, [due, refresh]);
  const groups = groupRaffles(data.raffles);
  const card = (raffle: RaffleEvent) => (
    <RaffleCard
      key={raffle.id}
      raffle={raffle}
      mine={data.mine.get(raffle.id)}
      walletId={walletId}
      now={now}
      onChanged={refresh}
    />
  );
  return (
    <>
      <TicketShop offers={data.offers} onBought={refresh} />
      <Section title="Open">
        {groups.open.length ? groups.open.map(card) : <EmptyState>No raffle is open right now.</EmptyState>}
      </Section>
      <Section title="Upcoming">
        {groups.upcoming.length ? (
          groups.upcoming.map(card)
        ) : (
          <EmptyState>No raffle is scheduled yet.</EmptyState>
        )}
      </Section>
      <Section title="Past">
        {groups.past.length ? groups.past.map(card) : <EmptyState>No past raffles yet.</EmptyState>}
      </Section>
    </>
  );
}
