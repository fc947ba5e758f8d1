import { useEffect, useRef } from 'react';
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
  const shop = useRef<HTMLDivElement>(null);
  // An empty list's next step: the ticket shop's first field, brought into view.
  const toShop = () => shop.current?.querySelector('input')?.focus();
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
      <div ref={shop}>
        <TicketShop offers={data.offers} onBought={refresh} />
      </div>
      <Section title="Open">
        {groups.open.length ? (
          groups.open.map(card)
        ) : (
          <EmptyWithTickets text="No raffle is open right now." onBuy={toShop} />
        )}
      </Section>
      <Section title="Upcoming">
        {groups.upcoming.length ? (
          groups.upcoming.map(card)
        ) : (
          <EmptyWithTickets text="No raffle is scheduled yet." onBuy={toShop} />
        )}
      </Section>
      <Section title="Past">
        {groups.past.length ? (
          groups.past.map(card)
        ) : (
          <EmptyWithTickets text="No past raffles yet." onBuy={toShop} />
        )}
      </Section>
    </>
  );
}

/** An empty list, then its next step: tickets, ready for the next raffle. */
function EmptyWithTickets({ text, onBuy }: { text: string; onBuy: () => void }) {
  return (
    <div className="raffles-empty">
      <EmptyState>{text}</EmptyState>
      <button type="button" className="kit-button" onClick={onBuy}>
        Buy a ticket
      </button>
    </div>
  );
}
