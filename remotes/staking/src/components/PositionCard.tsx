import { useState } from 'react';
import type { StakeOption, StakePosition } from '@companion/shared-state';
import {
  ActionError,
  ActionStatus,
  Amount,
  ConfirmSheet,
  formatAmount,
  formatMoment,
  formatTimeLeft,
  REWARD_DECIMALS,
  useBlockAction,
} from '@companion/tab-kit';
import { requestPayout } from '../api/stakingApi';
import type { StakingAction } from '../hooks/useAction';
import { aprLabel } from '../lib/apr';
import { lockLabel, TOKEN_LABEL } from '../lib/labels';
import { rewardsAt } from '../lib/rewardsAt';
import { stakeAnswer } from '../lib/applyAnswer';

interface Props {
  position: StakePosition;
  option: StakeOption | undefined;
  /** Date.now() when the server figures arrived, and the device's now: rewards tick in between. */
  loadedAt: number;
  now: number;
  /** The game's clock now (locks follow it, not the device's). */
  gameNow: number;
  action: StakingAction;
}

/** One stake: amount, lock end with countdown, APR, rewards ticking each second, Claim and Unstake. */
export function PositionCard({ position, option, loadedAt, now, gameNow, action }: Props) {
  const [asking, setAsking] = useState<'claim' | 'unstake' | null>(null);
  const block = useBlockAction();
  const unit = TOKEN_LABEL[position.token];
  const lockEnd = Date.parse(position.lockEnd);
  const locked = gameNow < lockEnd;
  const rewards = rewardsAt(position, now - loadedAt);
  const closing = position.status !== 'active';
  const amountShown = `${formatAmount(position.amount)} ${unit}`;
  const lockNoteId = `lock-${position.id}`;

  const confirm = () => {
    const kind = asking;
    setAsking(null);
    void action.withServer(block, kind === 'claim' ? 'Claiming your rewards…' : 'Unstaking…', async () => {
      if (kind === 'claim') {
        const claimed = await requestPayout('claim', position.id);
        return { message: `Claimed ${formatAmount(claimed.action.dfl)} DFL`, apply: stakeAnswer(claimed) };
      }
      const unstaked = await requestPayout('unstake', position.id);
      const paid = unstaked.action;
      return {
        message:
          position.token === 'DFL'
            ? `Unstaked ${amountShown}: ${formatAmount(paid.dfl)} DFL with rewards back in your wallet`
            : `Unstaked ${amountShown}: back in your wallet with ${formatAmount(paid.dfl)} DFL of rewards`,
        apply: stakeAnswer(unstaked),
      };
    });
  };

  return (
    <article
      className="kit-card staking-position"
      aria-label={`${amountShown} · ${lockLabel(position.lockDays)}`}
    >
      <h3 className="kit-card__title">
        {amountShown} · {lockLabel(position.lockDays)}
      </h3>
      <dl className="kit-facts">
        <dt>Unlocks</dt>
        <dd>
          {position.lockDays === 0 ? 'Any time' : formatMoment(position.lockEnd)}
          {locked && <span className="kit-number"> (in {formatTimeLeft(lockEnd, gameNow)})</span>}
        </dd>
        <dt>APR</dt>
        <dd>{aprLabel(option?.apr ?? null)}</dd>
        <dt>Rewards</dt>
        <dd>
          <span data-testid="position-rewards">
            <Amount value={rewards} maxDecimals={REWARD_DECIMALS} />
          </span>{' '}
          DFL
        </dd>
      </dl>
      <div className="staking-buttons">
        <button
          type="button"
          className="kit-button"
          disabled={closing || block.busy || rewards === '0'}
          onClick={() => {
            block.clearError();
            setAsking('claim');
          }}
        >
          Claim
        </button>
        <button
          type="button"
          className="kit-button"
          disabled={closing || locked || block.busy}
          aria-describedby={locked ? lockNoteId : undefined}
          onClick={() => {
            block.clearError();
            setAsking('unstake');
          }}
        >
          Unstake
        </button>
      </div>
      <ActionStatus action={block} />
      <ActionError message={block.error} />
      {locked && (
        <p id={lockNoteId} className="staking-note">
          Locked until {formatMoment(position.lockEnd)}
        </p>
      )}
      {asking && (
        <ConfirmSheet
          title={asking === 'claim' ? 'Claim rewards' : 'Unstake'}
          facts={
            asking === 'claim'
              ? [{ label: 'You receive', value: `about ${formatAmount(rewards)} DFL` }]
              : [
                  { label: 'You receive', value: amountShown },
                  { label: 'And rewards', value: `about ${formatAmount(rewards)} DFL` },
                ]
          }
          note="The game sends the tokens to your wallet on chain."
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
    </article>
  );
}
