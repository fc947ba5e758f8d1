import { useState } from 'react';
import { PublicKey } from '@solana/web3.js';
import {
  amountUsdLine,
  fromBaseUnits,
  groupDigits,
  parseAmountInput,
  toBaseUnits,
  isSubmissionPending,
  type PoolState,
  type StakeOption,
  type StakeToken,
  useUsdPrices,
} from '@companion/shared-state';
import {
  ActionError,
  ActionStatus,
  AmountField,
  Card,
  ConfirmSheet,
  useBlockAction,
} from '@companion/tab-kit';
import { stakingApi } from '../api/stakingApi';
import type { StakingAction } from '../hooks/useAction';
import { useGlobalBalance } from '../hooks/useGlobalBalance';
import { useStakePlan } from '../hooks/useStakePlan';
import { aprForStake, aprText } from '../lib/apr';
import { lockLabel, TOKEN_LABEL } from '../lib/labels';
import { stakeAnswer } from '../lib/applyAnswer';
import { stakeTransaction } from '../lib/poolTransactions';
import { NextStep } from './NextStep';
import { planPeriod, StakePlanLine } from './StakePlanLine';

const ONE_TOKEN = 1_000_000_000n;

interface Props {
  options: StakeOption[];
  vaults: Record<StakeToken, string>;
  pool: PoolState;
  action: StakingAction;
}

/** The pools (DFL alone, DFL/USDC LP), their lock options with APR and total staked, and the stake itself. */
export function StakeForm({ options, vaults, pool, action }: Props) {
  const [token, setToken] = useState<StakeToken>('DFL');
  const [lockDays, setLockDays] = useState(0);
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const block = useBlockAction();
  const dflBalance = useGlobalBalance('DFL');
  const lpBalance = useGlobalBalance('DFL_USDC');
  const balance = token === 'DFL' ? dflBalance : lpBalance;
  const unit = TOKEN_LABEL[token];
  const amount = parseAmountInput(text, { label: unit, decimals: 9, balance: balance ?? undefined });
  // What the amount typed and the balance are worth at the game's prices (docs/product-rules.md, "Values in USD").
  const usdLine = amountUsdLine(token, amount.ok ? amount.amount : null, balance, useUsdPrices());
  const choices = options.filter((option) => option.token === token);
  const option = choices.find((candidate) => candidate.lockDays === lockDays);
  // The smallest stake the option takes (the game refuses less) and, per lock, the APR the amount typed
  // would earn there now; the server's figure for the smallest stake until an amount is typed.
  const minimum = option?.minimumStake === undefined ? 0n : toBaseUnits(option.minimumStake, 9);
  const belowMinimum = amount.ok && amount.baseUnits < minimum;
  // What the amount typed would earn over the lock: the game's own figure, asked once the amount rests.
  const plan = useStakePlan(option?.id ?? null, amount.ok && !belowMinimum ? amount.baseUnits : null);
  // Before an amount is typed, the APR of the smallest stake the option takes (at least 1 token): what a
  // new stake would earn, never "—" because nobody has staked yet.
  const aprShown = (choice: StakeOption) => {
    const smallest = choice.minimumStake === undefined ? 0n : toBaseUnits(choice.minimumStake, 9);
    const probe = smallest > ONE_TOKEN ? smallest : ONE_TOKEN;
    return aprText(aprForStake(choice, amount.ok ? amount.baseUnits : probe, pool));
  };

  const submit = () => {
    setConfirming(false);
    if (!amount.ok || !option) return;
    const units = amount.baseUnits;
    const staked = fromBaseUnits(units, 9);
    const mint = new PublicKey(token === 'DFL' ? pool.accounts.dflMint : pool.accounts.lpMint);
    void action.withTransaction(
      block,
      option.lockDays === 0
        ? `Stake ${staked} ${unit}, flexible`
        : `Stake ${staked} ${unit} for ${option.lockDays} days`,
      (owner, recent) =>
        stakeTransaction(
          owner,
          { mint, vault: new PublicKey(vaults[token]), rewardsMint: new PublicKey(pool.accounts.dflMint) },
          units,
          recent,
        ),
      async (transaction) => {
        const result = await stakingApi().stake({ transaction, optionId: option.id });
        setText('');
        if (isSubmissionPending(result)) return { message: result.message, tone: 'info' };
        return {
          message:
            option.lockDays === 0
              ? `Staked ${staked} ${unit}, flexible`
              : `Staked ${staked} ${unit} for ${option.lockDays} days`,
          apply: stakeAnswer(result),
        };
      },
    );
  };

  return (
    <Card title="Staking pools" level={2}>
      <form
        className="staking-form"
        onSubmit={(event) => {
          event.preventDefault();
          block.clearError();
          if (amount.ok && option && !belowMinimum && balance !== null) setConfirming(true);
        }}
      >
        {/* Locked while the wallet is asked: what it signs is what the form shows. */}
        <fieldset className="staking-form__fields" disabled={block.busy}>
          <fieldset className="staking-choice">
            <legend>Pool</legend>
            {(['DFL', 'DFL_USDC'] as const).map((candidate) => (
              <label key={candidate} className="staking-choice__item">
                <input
                  type="radio"
                  name="stake-token"
                  checked={token === candidate}
                  onChange={() => {
                    block.clearError();
                    setToken(candidate);
                  }}
                />
                {TOKEN_LABEL[candidate]}
              </label>
            ))}
          </fieldset>
          <fieldset className="staking-choice">
            <legend>Lock</legend>
            {choices.map((choice) => (
              <label key={choice.id} className="staking-choice__item">
                <input
                  type="radio"
                  name="stake-lock"
                  checked={lockDays === choice.lockDays}
                  onChange={() => {
                    block.clearError();
                    setLockDays(choice.lockDays);
                  }}
                />
                <span>{lockLabel(choice.lockDays)}</span>
                <span className="staking-choice__meta">
                  APR {aprShown(choice)} · {groupDigits(choice.totalStaked)} {unit} staked
                </span>
              </label>
            ))}
          </fieldset>
          <AmountField
            label="Amount to stake"
            unit={unit}
            decimals={9}
            value={text}
            available={balance}
            error={
              !amount.ok && !amount.empty
                ? amount.message
                : belowMinimum
                  ? `The smallest stake in this pool is ${groupDigits(option?.minimumStake ?? '0')} ${unit}`
                  : null
            }
            onChange={(value) => {
              block.clearError();
              setText(value);
            }}
          />
          {usdLine && (
            <p className="kit-amount__available" data-testid="amount-usd">
              {usdLine}
            </p>
          )}
          {balance !== null &&
            toBaseUnits(balance, 9) === 0n &&
            (token === 'DFL' ? (
              <NextStep text="No DFL in your wallet yet." to="/transfer" action="Get DFL" />
            ) : (
              <NextStep text="No DFL/USDC LP yet." to="/staking/add-lp" action="Add liquidity" />
            ))}
          <StakePlanLine plan={plan} />
        </fieldset>
        <button
          type="submit"
          className="kit-button kit-button--primary"
          disabled={!amount.ok || belowMinimum || !action.owner || block.busy || balance === null}
        >
          Stake
        </button>
        <ActionStatus action={block} />
        <ActionError message={block.error} />
      </form>
      {confirming && option && amount.ok && (
        <ConfirmSheet
          title="Stake"
          facts={[
            { label: 'Amount', value: `${amount.amount} ${unit}` },
            {
              label: 'Lock',
              value: option.lockDays === 0 ? 'Flexible: take it out any time' : `${option.lockDays} days`,
            },
            { label: 'APR for this stake', value: aprShown(option) },
            ...(plan?.status === 'ready'
              ? [{ label: `Earns ${planPeriod(plan.data)}`, value: `${groupDigits(plan.data.rewards)} DFL` }]
              : []),
          ]}
          note="Rewards are paid in DFL; the APR moves as others stake and unstake."
          onConfirm={submit}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
