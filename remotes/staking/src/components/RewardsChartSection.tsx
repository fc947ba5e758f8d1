import { lazy, Suspense } from 'react';
import { Section, Skeleton } from '@companion/tab-kit';

// The chart and its drawing library load after the staking page, never in its first JS.
const RewardsChart = lazy(() => import('./RewardsChart'));

/** The staking page's chart of rewards earned over time. */
export function RewardsChartSection() {
  return (
    <Section title="Rewards over time">
      <Suspense fallback={<Skeleton label="Loading your rewards history" lines={3} />}>
        <RewardsChart />
      </Suspense>
    </Section>
  );
}
