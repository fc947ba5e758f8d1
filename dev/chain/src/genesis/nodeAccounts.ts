import bs58 from 'bs58';
import { createHash } from 'node:crypto';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, VoteInit, VoteProgram } from '@solana/web3.js';
import { bootstrapStakeData, STAKE_ACCOUNT_SIZE, STAKE_PROGRAM_ID } from '../accounts/stakeState';
import { decodeVoteState, VOTE_PROGRAM_ID } from '../accounts/voteState';
import type { Chain } from '../ledger/Chain';
import { executeInstructions } from '../ledger/executeInstructions';
import { NativeAccount } from '../ledger/litesvm';
import type { LiteSvm } from '../ledger/litesvm';

/** The node's own stake, delegated to its vote account from genesis, as a single-node validator's genesis has. */
export const BOOTSTRAP_STAKE_LAMPORTS = 500_000n * BigInt(LAMPORTS_PER_SOL);
const BOOTSTRAP_STAKE_SEED = 'bootstrap-stake';

/** The node's vote account: the vote-program account whose node is the chain's identity. */
export function findNodeVoteAccount(chain: Chain): string | undefined {
  const identity = chain.identity;
  return chain
    .getProgramAccounts(VOTE_PROGRAM_ID)
    .find(({ account }) => decodeVoteState(account.data)?.nodePubkey === identity)?.pubkey;
}

/** Where the bootstrap stake lives: derived from the identity, so a restart finds it. */
export function bootstrapStakeAddress(identity: PublicKey): PublicKey {
  // createWithSeed is a sha256 of base, seed and owner: no keypair, nothing else to store.
  return new PublicKey(
    createHash('sha256')
      .update(
        Buffer.concat([
          identity.toBuffer(),
          Buffer.from(BOOTSTRAP_STAKE_SEED),
          bs58.decode(STAKE_PROGRAM_ID),
        ]),
      )
      .digest(),
  );
}

/**
 * What a single-node validator's genesis holds for the node itself: a vote account (node = identity, created by
 * an ordinary Vote program transaction) and a stake account delegated to it since genesis. getVoteAccounts,
 * getLeaderSchedule and getBlockProduction answer from these. Run at every start; creates only what is missing.
 */
export function ensureNodeAccounts(chain: Chain, svm: LiteSvm): void {
  const identity = chain.faucetKeypair;
  let voteAccount = findNodeVoteAccount(chain);
  if (!voteAccount) {
    const vote = Keypair.generate();
    chain.refillFaucet(BigInt(LAMPORTS_PER_SOL));
    const create = VoteProgram.createAccount({
      fromPubkey: identity.publicKey,
      votePubkey: vote.publicKey,
      voteInit: new VoteInit(identity.publicKey, identity.publicKey, identity.publicKey, 0),
      lamports: chain.minimumBalanceForRentExemption(VoteProgram.space),
    });
    executeInstructions(chain, create.instructions, [identity, vote]);
    voteAccount = vote.publicKey.toBase58();
  }
  const stake = bootstrapStakeAddress(identity.publicKey);
  if (chain.getAccount(stake.toBase58())) return;
  const reserve = BigInt(chain.minimumBalanceForRentExemption(STAKE_ACCOUNT_SIZE));
  const data = bootstrapStakeData(
    identity.publicKey.toBytes(),
    bs58.decode(voteAccount),
    BOOTSTRAP_STAKE_LAMPORTS,
    reserve,
  );
  svm.setAccount(
    stake.toBytes(),
    new NativeAccount(
      BOOTSTRAP_STAKE_LAMPORTS + reserve,
      data,
      bs58.decode(STAKE_PROGRAM_ID),
      false,
      2n ** 64n - 1n,
    ),
  );
}
