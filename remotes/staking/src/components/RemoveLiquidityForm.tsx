import { useState } from 'react';
import {
  fromBaseUnits,
  isSubmissionPending,
  parseAmountInput,
  POOL_DECIMALS,
  type PoolState,
} from '@companion/shared-state';
import {
  ActionError,
  ActionStatus,
  Amount,
  AmountField,
  Card,
  ConfirmSheet,
  useBlockAction,
} from '@companion/tab-kit';
import { stakingApi } from '../api/stakingApi';
import { liquidityAnswer } from '../lib/applyAnswer';
import type { StakingAction } from '../hooks/useAction';
import { useGlobalBalance } from '../hooks/useGlobalBalance';
import { quoteRemove, reservesOf } from '../lib/poolQuote';
import { removeLiquidityTransaction } from '../lib/poolTransactions';

interface Props {
  pool: PoolState;
  action: StakingAction;
  /** Basis points, from the add form's field. */
  slippageBps: number;
}

/** LP back to DFL and USDC at the pool share, rounded down. */
export function RemoveLiquidityForm({ pool, action, slippageBps }: Props) {
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const block = useBlockAction();
  const balance = useGlobalBalance('DFL_USDC');
  const amount = parseAmountInput(text, {
    label: 'LP',
    decimals: POOL_DECIMALS.LP,
    balance: balance ?? undefined,
  });
  const quote = amount.ok ? quoteRemove(reservesOf(pool), amount.baseUnits, slippageBps) : null;
  const dfl = quote ? fromBaseUnits(quote.dfl, POOL_DECIMALS.DFL) : '0';
  const usdc = quote ? fromBaseUnits(quote.usdc, POOL_DECIMALS.USDC) : '0';
  const ready = balance !== null && quote !== null && (quote.dfl > 0n || quote.usdc > 0n);

  const submit = () => {
    setConfirming(false);
    if (!quote || !amount.ok) return;
    const lp = amount.baseUnits;
    void action.withTransaction(
      block,
      `Remove ${fromBaseUnits(lp, POOL_DECIMALS.LP)} DFL/USDC LP`,
      (owner, recent) => removeLiquidityTransaction(owner, pool, lp, recent),
      async (transaction) => {
        const answer = await stakingApi().removeLiquidity({
          transaction,
          minDfl: fromBaseUnits(quote.minDfl, POOL_DECIMALS.DFL),
          minUsdc: fromBaseUnits(quote.minUsdc, POOL_DECIMALS.USDC),
        });
        setText('');
        if (isSubmissionPending(answer)) return { message: answer.message, tone: 'info' };
        const result = answer.action;
        if (result.status === 'refunded' || result.status === 'failed') {
          throw new Error(`Liquidity not removed: ${result.error ?? 'refused'}. Your LP is minted back`);
        }
        return {
          message: `Liquidity removed: ${result.dfl} DFL and ${result.usdc} USDC received`,
          apply: liquidityAnswer(answer),
        };
      },
    );
  };

  return (
    <Card title="Remove liquidity" level={2}>
      <form
        className="staking-form"
        onSubmit={(event) => {
          event.preventDefault();
          block.clearError();
          if (ready) setConfirming(true);
        }}
      >
        <fieldset className="staking-form__fields" disabled={block.busy}>
          <AmountField
            label="LP amount"
            unit="LP"
            decimals={POOL_DECIMALS.LP}
            value={text}
            available={balance}
            error={!amount.ok && !amount.empty ? amount.message : null}
            onChange={(value) => {
              block.clearError();
              setText(value);
            }}
          />
        </fieldset>
        <p>
          You receive {dfl} DFL and {usdc} USDC
        </p>
        <button type="submit" className="kit-button kit-button--primary" disabled={!ready || block.busy}>
          Remove liquidity
        </button>
        <ActionStatus action={block} />
        <ActionError message={block.error} />
      </form>
      {confirming && (
        <ConfirmSheet
          title="Remove liquidity"
          facts={[
            {
              label: 'You burn',
              value: <Amount value={amount.ok ? amount.amount : text} unit="DFL/USDC LP" />,
            },
            { label: 'You receive', value: `${dfl} DFL + ${usdc} USDC` },
          ]}
          note="Rounded down. Less than your tolerance when the game pays, and the LP comes back."
          onConfirm={submit}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
