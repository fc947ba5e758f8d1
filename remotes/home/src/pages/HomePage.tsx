import { useHeaderOptions } from '@companion/shared-state';
import { PlayerCard } from '../components/PlayerCard';
import { BalancesSection } from '../components/BalancesSection';
import { NftSummaryCard } from '../components/NftSummaryCard';
import { NextRaffleCard } from '../components/NextRaffleCard';
import { EventsCard } from '../components/EventsCard';

export function HomePage() {
  useHeaderOptions({ title: 'Home' });
  return (
    <section className="tab-page home-page" aria-labelledby="home-heading">
      <h2 id="home-heading" className="home-page__heading">
        Welcome back
      </h2>
      <PlayerCard />
      <BalancesSection />
      <NftSummaryCard />
      <NextRaffleCard />
      <EventsCard />
    </section>
  );
}
