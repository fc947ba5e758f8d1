import { useHeaderOptions } from '@companion/shared-state';
import { PlayerCard } from '../components/PlayerCard';
import { PortfolioCard } from '../components/PortfolioCard';
import { BalancesSection } from '../components/BalancesSection';
import { ActivityCard } from '../components/ActivityCard';
import { NftSummaryCard } from '../components/NftSummaryCard';
import { NextRaffleCard } from '../components/NextRaffleCard';
import { EventsCard } from '../components/EventsCard';
import { usePortfolio } from '../hooks/usePortfolio';

export function HomePage() {
  useHeaderOptions({ title: 'Home' });
  // One read of the portfolio serves the total and the USD beside each balance.
  const portfolio = usePortfolio();
  const { view } = portfolio;
  const prices = view.status === 'ready' ? view.data.prices : view.status === 'error' ? null : undefined;
  return (
    <section className="tab-page home-page" aria-labelledby="home-heading">
      <h2 id="home-heading" className="home-page__heading">
        Welcome back
      </h2>
      <PlayerCard />
      <PortfolioCard view={view} retry={portfolio.retry} />
      <BalancesSection prices={prices} />
      <ActivityCard />
      <NftSummaryCard />
      <NextRaffleCard />
      <EventsCard />
    </section>
  );
}
