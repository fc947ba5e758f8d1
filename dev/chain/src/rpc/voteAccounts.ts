import { decodeDelegation, isEffective, STAKE_PROGRAM_ID } from '../accounts/stakeState';
import { decodeVoteState, VOTE_PROGRAM_ID } from '../accounts/voteState';
import type { Chain } from '../ledger/Chain';

/** A validator calls a vote account delinquent when its last vote is this many slots behind. */
const DELINQUENT_SLOT_DISTANCE = 128;
/** getVoteAccounts lists the credits of the last few epochs only. */
const EPOCH_CREDITS_SHOWN = 5;

export interface VoteAccountInfo {
  votePubkey: string;
  nodePubkey: string;
  activatedStake: number;
  epochVoteAccount: boolean;
  commission: number;
  lastVote: number;
  epochCredits: [number, number, number][];
  rootSlot: number;
  delinquent: boolean;
}

/** Stake delegated to each vote account and counting in the current epoch, from the stake accounts. */
export function activeStakeByVoter(chain: Chain): Map<string, bigint> {
  const epoch = chain.epochOf(chain.slot).epoch;
  const stakes = new Map<string, bigint>();
  for (const { account } of chain.getProgramAccounts(STAKE_PROGRAM_ID)) {
    const delegation = decodeDelegation(account.data);
    if (!delegation || !isEffective(delegation, epoch)) continue;
    stakes.set(delegation.voter, (stakes.get(delegation.voter) ?? 0n) + delegation.stake);
  }
  return stakes;
}

/** Every vote account on the chain with the stake behind it, in getVoteAccounts' terms. */
export function voteAccounts(chain: Chain): VoteAccountInfo[] {
  const stakes = activeStakeByVoter(chain);
  const slot = chain.slot;
  const accounts: VoteAccountInfo[] = [];
  for (const { pubkey, account } of chain.getProgramAccounts(VOTE_PROGRAM_ID)) {
    const state = decodeVoteState(account.data);
    if (!state) continue;
    const stake = stakes.get(pubkey) ?? 0n;
    accounts.push({
      votePubkey: pubkey,
      nodePubkey: state.nodePubkey,
      activatedStake: Number(stake),
      epochVoteAccount: stake > 0n,
      commission: state.commission,
      lastVote: state.lastVote,
      epochCredits: state.epochCredits.slice(-EPOCH_CREDITS_SHOWN),
      rootSlot: state.rootSlot,
      // The chain produces its blocks without voting, so its own vote account never votes either.
      delinquent: state.lastVote + DELINQUENT_SLOT_DISTANCE < slot,
    });
  }
  return accounts;
}
