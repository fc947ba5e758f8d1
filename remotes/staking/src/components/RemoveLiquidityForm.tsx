import { useState } from 'react';
import {
  fromBaseUnits,
  groupDigits,
  isSubmissionPending,
  parseAmountInput,
  POOL_DECIMALS,
  toBaseUnits,
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
import { PRESET_PERCENTS, presetLabel, shareOf } from '../lib/presets';
import { PresetButtons } from './PresetButtons';

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
  const reserves = reservesOf(pool);
  const quote = amount.ok ? quoteRemove(reserves, amount.baseUnits, slippageBps) : null;
  const held = balance === null ? 0n : toBaseUnits(balance, POOL_DECIMALS.LP);
  // Each share of the LP held, with what burning it pays now (rounded down, as the game pays).
  const presets = PRESET_PERCENTS.map((percent) => {
    const lp = shareOf(held, percent);
    const paid = quoteRemove(reserves, lp, 0);
    const returns = `${groupDigits(fromBaseUnits(paid.dfl, POOL_DECIMALS.DFL))} DFL + ${groupDigits(
      fromBaseUnits(paid.usdc, POOL_DECIMALS.USDC),
    )} USDC`;
    return { percent, lp, returns };
  });
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
          {balance !== null && held === 0n ? (
            <p className="staking-note">No LP to remove yet: add liquidity above to get some.</p>
          ) : (
            <PresetButtons
              label="Remove a share of your LP"
              presets={presets.map(({ percent, lp, returns }) => ({
                key: String(percent),
                label: (
                  <>
                    <span>{presetLabel(percent, '100 %')}</span>
                    <span className="staking-presets__returns">{returns}</span>
                  </>
                ),
                disabled: lp === 0n,
                onPick: () => {
                  block.clearError();
                  setText(fromBaseUnits(lp, POOL_DECIMALS.LP));
                },
              }))}
            />
          )}
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
