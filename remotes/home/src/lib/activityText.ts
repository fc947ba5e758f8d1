import { TOKENS } from '@companion/shared-state';
import { amountText } from '@companion/tab-kit';
import type { ActivityChange, ActivityItem, ActivityKind, ActivityStatus } from '../api/homeApi';

/** What happened, in the player's words. */
export const KIND_LABELS: Readonly<Record<ActivityKind, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  addLiquidity: 'Added liquidity',
  removeLiquidity: 'Removed liquidity',
  stake: 'Staked',
  claimRewards: 'Claimed rewards',
  unstake: 'Unstaked',
  ticketPurchase: 'Bought tickets',
  raffleEntry: 'Entered a raffle',
  raffleRefund: 'Raffle cancelled: tickets back',
  raffleWin: 'Won a raffle prize',
  upgrade: 'Upgrade',
  repair: 'Repair',
  miniGame: 'Mini-game',
  petClaim: 'Claim',
  adventure: 'Adventure paid',
  priceReturned: 'Price given back',
  startingFunds: 'Starting funds',
  other: 'Balance change',
};

export const STATUS_LABELS: Readonly<Record<ActivityStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** "+3 tickets", "-300 GOLDY": exact, grouped, signed. */
export function changeText({ token, amount }: ActivityChange): string {
  return `${amount.startsWith('-') ? '' : '+'}${amountText(amount, TOKENS[token].label)}`;
}

/** The NFT or raffle and the detail: "Dog #12 · To level 2". */
export function aboutText(item: Pick<ActivityItem, 'subject' | 'detail'>): string {
  return [item.subject, item.detail].filter(Boolean).join(' · ');
}
