import { useState } from 'react';
import {
  amountUsdLine,
  fromBaseUnits,
  groupDigits,
  parseAmountInput,
  isSubmissionPending,
  POOL_DECIMALS,
  toBaseUnits,
  type PoolState,
  useUsdPrices,
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
import { priceOfDfl, quoteAdd, reservesOf, slippageBps, type PoolSide } from '../lib/poolQuote';
import { addLiquidityTransaction } from '../lib/poolTransactions';
import { impactText, positionAt, priceImpact, reservesAfterAdd } from '../lib/poolPlan';
import { maxAddableDfl, PRESET_PERCENTS, presetLabel, shareOf, SLIPPAGE_PRESETS } from '../lib/presets';
import { NextStep } from './NextStep';
import { PresetButtons } from './PresetButtons';

interface Props {
  pool: PoolState;
  action: StakingAction;
  slippage: string;
  onSlippage: (text: string) => void;
}

/** DFL or USDC typed in, the other side following at the pool ratio (rounded up), LP shown rounded down. */
export function AddLiquidityForm({ pool, action, slippage, onSlippage }: Props) {
  const [side, setSide] = useState<PoolSide>('DFL');
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const block = useBlockAction();
  const dflBalance = useGlobalBalance('DFL');
  const usdcBalance = useGlobalBalance('USDC');
  const lpBalance = useGlobalBalance('DFL_USDC');
  const reserves = reservesOf(pool);
  const bps = slippageBps(slippage);

  const typedAmount = parseAmountInput(typed, { label: side, decimals: POOL_DECIMALS[side] });
  const quote = typedAmount.ok
    ? quoteAdd(
        reserves,
        side,
        typedAmount.baseUnits,
        bps ?? 0,
        toBaseUnits(lpBalance ?? '0', POOL_DECIMALS.LP),
      )
    : null;
  const dflText = side === 'DFL' ? typed : quote ? fromBaseUnits(quote.dfl, POOL_DECIMALS.DFL) : '';
  const usdcText = side === 'USDC' ? typed : quote ? fromBaseUnits(quote.usdc, POOL_DECIMALS.USDC) : '';
  const dflCheck = parseAmountInput(dflText, { label: 'DFL', decimals: 9, balance: dflBalance ?? undefined });
  const usdcCheck = parseAmountInput(usdcText, {
    label: 'USDC',
    decimals: 6,
    balance: usdcBalance ?? undefined,
  });
  // What each amount and each balance is worth at the game's prices (docs/product-rules.md, "Values in USD").
  const prices = useUsdPrices();
  const dflUsd = amountUsdLine('DFL', dflCheck.ok ? dflCheck.amount : null, dflBalance, prices);
  const usdcUsd = amountUsdLine('USDC', usdcCheck.ok ? usdcCheck.amount : null, usdcBalance, prices);
  const lpText = quote ? fromBaseUnits(quote.lp, POOL_DECIMALS.LP) : '0';
  // Unknown balances (the chain cannot be read): nothing is sent until they are known.
  const ready =
    dflBalance !== null &&
    usdcBalance !== null &&
    quote !== null &&
    quote.lp > 0n &&
    bps !== null &&
    dflCheck.ok &&
    usdcCheck.ok;
  // The plan before signing: the pool now, how far the add moves its price, and the player's LP after it.
  const heldLp = toBaseUnits(lpBalance ?? '0', POOL_DECIMALS.LP);
  const impact = quote ? impactText(priceImpact(reserves, quote.dfl, quote.usdc)) : '—';
  const after = quote
    ? positionAt(reservesAfterAdd(reserves, quote.dfl, quote.usdc, quote.lp), heldLp + quote.lp)
    : null;
  const known = (text: string | null, decimals: number) =>
    text === null ? null : toBaseUnits(text, decimals);
  const dflHeld = known(dflBalance, POOL_DECIMALS.DFL);
  const usdcHeld = known(usdcBalance, POOL_DECIMALS.USDC);
  const addable = dflHeld === null || usdcHeld === null ? 0n : maxAddableDfl(reserves, dflHeld, usdcHeld);
  const shown = (check: typeof dflCheck) => (typed && !check.ok && !check.empty ? check.message : null);

  const submit = () => {
    setConfirming(false);
    if (!quote) return;
    const dfl = fromBaseUnits(quote.dfl, POOL_DECIMALS.DFL);
    void action.withTransaction(
      block,
      `Add ${dfl} DFL and ${fromBaseUnits(quote.usdc, POOL_DECIMALS.USDC)} USDC to the pool`,
      (owner, recent) => addLiquidityTransaction(owner, pool, { dfl: quote.dfl, usdc: quote.usdc }, recent),
      async (transaction) => {
        const answer = await stakingApi().addLiquidity({
          transaction,
          minLp: fromBaseUnits(quote.minLp, POOL_DECIMALS.LP),
        });
        setTyped('');
        if (isSubmissionPending(answer)) return { message: answer.message, tone: 'info' };
        const result = answer.action;
        if (result.status === 'refunded' || result.status === 'failed') {
          throw new Error(
            `Liquidity not added: ${result.error ?? 'refused'}. Your DFL and USDC are sent back`,
          );
        }
        return {
          message:
            result.status === 'confirmed'
              ? `Liquidity added: ${result.lp} DFL/USDC LP received`
              : `Liquidity added: ${result.lp} DFL/USDC LP on its way`,
          apply: liquidityAnswer(answer),
        };
      },
    );
  };

  return (
    <Card title="Add DFL/USDC liquidity" level={2}>
      <form
        className="staking-form"
        onSubmit={(event) => {
          event.preventDefault();
          block.clearError();
          if (ready) setConfirming(true);
        }}
      >
        {/* Locked while the wallet is asked: what it signs is what the form shows. */}
        <fieldset className="staking-form__fields" disabled={block.busy}>
          <AmountField
            label="DFL amount"
            unit="DFL"
            decimals={POOL_DECIMALS.DFL}
            value={dflText}
            available={dflBalance}
            error={side === 'DFL' ? shown(typedAmount.ok ? dflCheck : typedAmount) : shown(dflCheck)}
            onChange={(value) => {
              block.clearError();
              setSide('DFL');
              setTyped(value);
            }}
          />
          {dflUsd && (
            <p className="kit-amount__available" data-testid="dfl-usd">
              {dflUsd}
            </p>
          )}
          <AmountField
            label="USDC amount"
            unit="USDC"
            decimals={POOL_DECIMALS.USDC}
            value={usdcText}
            available={usdcBalance}
            error={side === 'USDC' ? shown(typedAmount.ok ? usdcCheck : typedAmount) : shown(usdcCheck)}
            onChange={(value) => {
              block.clearError();
              setSide('USDC');
              setTyped(value);
            }}
          />
          {usdcUsd && (
            <p className="kit-amount__available" data-testid="usdc-usd">
              {usdcUsd}
            </p>
          )}
          {dflHeld === 0n && <NextStep text="No DFL in your wallet yet." to="/transfer" action="Get DFL" />}
          {usdcHeld === 0n && <NextStep text="No USDC in your wallet yet." to="/receive" action="Get USDC" />}
          <PresetButtons
            label="Add a share of what you hold"
            presets={PRESET_PERCENTS.map((percent) => ({
              key: String(percent),
              label: presetLabel(percent, 'Max'),
              disabled: addable === 0n,
              onPick: () => {
                block.clearError();
                setSide('DFL');
                setTyped(fromBaseUnits(shareOf(addable, percent), POOL_DECIMALS.DFL));
              },
            }))}
          />
          <dl className="kit-facts">
            <dt>In the pool</dt>
            <dd>
              {groupDigits(pool.dflReserve)} DFL + {groupDigits(pool.usdcReserve)} USDC
            </dd>
            <dt>LP to receive</dt>
            <dd data-testid="lp-to-receive">
              <Amount value={lpText} />
            </dd>
            <dt>Price</dt>
            <dd>1 DFL = {priceOfDfl(reserves)} USDC</dd>
            <dt>Price impact</dt>
            <dd data-testid="price-impact">{impact}</dd>
            <dt>Your position after</dt>
            <dd data-testid="position-after">
              {after
                ? `${groupDigits(fromBaseUnits(after.lp, POOL_DECIMALS.LP))} LP = ${groupDigits(
                    fromBaseUnits(after.dfl, POOL_DECIMALS.DFL),
                  )} DFL + ${groupDigits(fromBaseUnits(after.usdc, POOL_DECIMALS.USDC))} USDC`
                : '—'}
            </dd>
            <dt>Share of pool after</dt>
            <dd>{quote ? `${quote.shareAfter} %` : '—'}</dd>
          </dl>
          <AmountField
            label="Slippage tolerance (%)"
            unit="%"
            decimals={2}
            value={slippage}
            onChange={(value) => {
              block.clearError();
              onSlippage(value);
            }}
            error={bps === null ? 'Enter 0 to 50 with at most 2 decimals' : null}
          />
          <PresetButtons
            label="Slippage tolerance presets"
            presets={SLIPPAGE_PRESETS.map((preset) => ({
              key: preset,
              label: `${preset} %`,
              pressed: slippageBps(preset) === bps,
              onPick: () => {
                block.clearError();
                onSlippage(preset);
              },
            }))}
          />
        </fieldset>
        <button type="submit" className="kit-button kit-button--primary" disabled={!ready || block.busy}>
          Add liquidity
        </button>
        <ActionStatus action={block} />
        <ActionError message={block.error} />
      </form>
      {confirming && quote && (
        <ConfirmSheet
          title="Add liquidity"
          facts={[
            {
              label: 'You send',
              value: `${fromBaseUnits(quote.dfl, POOL_DECIMALS.DFL)} DFL + ${fromBaseUnits(quote.usdc, POOL_DECIMALS.USDC)} USDC`,
            },
            { label: 'You receive', value: <Amount value={lpText} unit="DFL/USDC LP" /> },
            {
              label: 'At least',
              value: `${fromBaseUnits(quote.minLp, POOL_DECIMALS.LP)} LP (${slippage} %)`,
            },
            { label: 'Price impact', value: impact },
            { label: 'Share of pool after', value: `${quote.shareAfter} %` },
          ]}
          note="Less LP than the minimum when the game mints it, and both amounts come back."
          onConfirm={submit}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
