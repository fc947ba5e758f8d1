import { useHeaderOptions } from '@companion/shared-state';

export function AddLiquidityPage() {
  useHeaderOptions({ title: 'Add Liquidity', hasBack: true });
  return (
    <section className="tab-page" aria-labelledby="add-lp-heading">
      <h2 id="add-lp-heading">Add DFL/USDC liquidity</h2>
    </section>
  );
}
