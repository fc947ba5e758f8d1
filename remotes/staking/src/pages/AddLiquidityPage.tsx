import { useState } from 'react';
import { useHeaderOptions } from '@companion/shared-state';
import { ErrorState, Skeleton } from '@companion/tab-kit';
import { AddLiquidityForm } from '../components/AddLiquidityForm';
import { RemoveLiquidityForm } from '../components/RemoveLiquidityForm';
import { useAction } from '../hooks/useAction';
import { useStakingData } from '../hooks/useStakingData';
import { slippageBps } from '../lib/poolQuote';

/** The slippage tolerance a new page starts with, in percent. */
const DEFAULT_SLIPPAGE = '0.5';

export function AddLiquidityPage() {
  useHeaderOptions({ title: 'Add Liquidity', hasBack: true });
  const data = useStakingData();
  const { view, retry } = data;
  const action = useAction(data);
  const [slippage, setSlippage] = useState(DEFAULT_SLIPPAGE);
  if (view.status === 'loading') {
    return (
      <div className="tab-page">
        <Skeleton label="Loading the pool" lines={4} />
      </div>
    );
  }
  if (view.status === 'error') {
    return (
      <div className="tab-page">
        <ErrorState what="The pool" error={view.error} onRetry={retry} />
      </div>
    );
  }
  const { pool } = view.data;
  return (
    <div className="tab-page staking-page">
      <AddLiquidityForm pool={pool} action={action} slippage={slippage} onSlippage={setSlippage} />
      <RemoveLiquidityForm pool={pool} action={action} slippageBps={slippageBps(slippage) ?? 50} />
    </div>
  );
}
