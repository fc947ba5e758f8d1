import { useState } from 'react';
import { PublicKey } from '@solana/web3.js';
import {
  fromBaseUnits,
  parseAmountInput,
  type PoolState,
  type StakeOption,
  type StakeToken,
} from '@companion/shared-state';
import { AmountField, Card, ConfirmSheet } from '@companion/tab-kit';
import { stakingApi } from '../api/stakingApi';
import { afterLanding } from '../chain/afterLanding';
import type { StakingAction } from '../hooks/useAction';
import { useGlobalBalance } from '../hooks/useGlobalBalance';
import { aprLabel, lockLabel, TOKEN_LABEL } from '../lib/labels';
import { stakeTransaction } from '../lib/poolTransactions';

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
  const dflBalance = useGlobalBalance('DFL');
  const lpBalance = useGlobalBalance('DFL_USDC');
  const balance = token === 'DFL' ? dflBalance : lpBalance;
  const unit = TOKEN_LABEL[token];
  const amount = parseAmountInput(text, { label: unit, decimals: 9, balance });
  const choices = options.filter((option) => option.token === token);
  const option = choices.find((candidate) => candidate.lockDays === lockDays);

  const submit = () => {
    setConfirming(false);
    if (!amount.ok || !option) return;
    const units = amount.baseUnits;
    const staked = fromBaseUnits(units, 9);
    const mint = new PublicKey(token === 'DFL' ? pool.accounts.dflMint : pool.accounts.lpMint);
    void action.withTransaction(
      `Stake ${staked} ${unit}`,
      (owner, recent) => stakeTransaction(owner, mint, new PublicKey(vaults[token]), units, recent),
      async (signature) => {
        await afterLanding(() => stakingApi().stake({ signature, optionId: option.id }));
        setText('');
        return option.lockDays === 0
          ? `Staked ${staked} ${unit}, flexible`
          : `Staked ${staked} ${unit} for ${option.lockDays} days`;
      },
    );
  };

  return (
    <Card title="Staking pools">
      <form
        className="staking-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (amount.ok && option) setConfirming(true);
        }}
      >
        <fieldset className="staking-choice">
          <legend>Pool</legend>
          {(['DFL', 'DFL_USDC'] as const).map((candidate) => (
            <label key={candidate} className="staking-choice__item">
              <input
                type="radio"
                name="stake-token"
                checked={token === candidate}
                onChange={() => setToken(candidate)}
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
                onChange={() => setLockDays(choice.lockDays)}
              />
              <span>{lockLabel(choice.lockDays)}</span>
              <span className="staking-choice__meta">
                APR {aprLabel(choice.apr)} · {choice.totalStaked} {unit} staked
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
          error={!amount.ok && !amount.empty ? amount.message : null}
          onChange={setText}
        />
        <button
          type="submit"
          className="kit-button kit-button--primary"
          disabled={!amount.ok || !action.owner || action.busy}
        >
          Stake
        </button>
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
            { label: 'APR now', value: aprLabel(option.apr) },
          ]}
          note="Rewards are paid in DFL; the APR moves as others stake and unstake."
          onConfirm={submit}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
