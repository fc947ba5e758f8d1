import { useHeaderOptions } from '@companion/shared-state';

export function StakingPage() {
  useHeaderOptions({ title: 'Staking', hasLp: true });
  return (
    <section className="tab-page" aria-labelledby="staking-heading">
      <h2 id="staking-heading">Staking pools</h2>
    </section>
  );
}
