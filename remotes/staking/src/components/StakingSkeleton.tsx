import { Card, Section, Skeleton } from '@companion/tab-kit';

/**
 * The staking page's own blocks while its figures load: the pools card and the two lists, titled as they
 * will be, so the page is laid out at once and nothing moves when the figures arrive.
 */
export function StakingSkeleton() {
  return (
    <div className="tab-page staking-page">
      <Card title="Staking pools" level={2}>
        <Skeleton label="Loading staking" lines={4} />
      </Card>
      <Section title="Your stakes">
        <Skeleton label="Loading your stakes" />
      </Section>
      <Section title="Your history">
        <Skeleton label="Loading your history" />
      </Section>
    </div>
  );
}
