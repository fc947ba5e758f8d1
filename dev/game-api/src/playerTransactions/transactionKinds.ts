import { PublicKey } from '@solana/web3.js';
import { POOL_DECIMALS, TRANSFER_DECIMALS, TRANSFER_TOKENS } from '@companion/shared-state/schemas';
import type { TransferChain } from '../chain/transferChain';
import { toBaseUnits } from '../funds/units';
import { HttpError } from '../http/HttpError';
import type { LiquidityPool } from '../pool/LiquidityPool';
import { requirePoolChain, type PoolChain } from '../pool/poolChain';
import type { Staking } from '../staking/Staking';
import { requireChain } from '../transfers/TransferDeps';
import type { Deposits } from '../transfers/Deposits';
import type { NftCollect } from '../nfts/NftCollect';
import { expectMoves } from './expectMoves';
import { readInstructions } from './readInstructions';
import type { TransactionKinds } from './PlayerTransactions';

export interface KindDeps {
  /** Resolves once the books have their starting point (checkBooks): nothing may land before. */
  ready: () => Promise<void>;
  transferChain: TransferChain | undefined;
  poolChain: PoolChain | undefined;
  deposits: Deposits;
  staking: Staking;
  pool: LiquidityPool;
  /** Prize NFTs the player collects; undefined without a game authority (no p2e NFTs then). */
  nftCollect: NftCollect | undefined;
}

/**
 * What each value-moving player transaction must look like before the game sends it, and how it is
 * booked once it landed (docs/game-api.md, "Value moves in one request").
 */
export function transactionKinds(deps: KindDeps): TransactionKinds {
  const { ready, transferChain, poolChain, deposits, staking, pool, nftCollect } = deps;
  return {
    deposit: {
      check(transaction, walletId) {
        const chain = requireChain(transferChain);
        const { sent } = expectMoves(readInstructions(transaction), new PublicKey(walletId), {
          targets: TRANSFER_TOKENS.map((token) => ({
            label: `the game's ${token} vault`,
            account: chain.tokens[token].vault,
            mint: chain.tokens[token].mint,
            decimals: TRANSFER_DECIMALS,
          })),
          creates: [],
        });
        if (sent.filter((amount) => amount > 0n).length !== 1) {
          throw new HttpError(400, 'a deposit must move one token: this one sends both DFL and GOLDY');
        }
      },
      prepare: ready,
      book: (walletId, signature, landed) => deposits.book(walletId, signature, landed),
    },
    stake: {
      check(transaction, walletId, { optionId }) {
        const chain = requirePoolChain(poolChain);
        const target = staking.stakeTarget(optionId);
        const { sent } = expectMoves(readInstructions(transaction), new PublicKey(walletId), {
          targets: [
            {
              label: `the ${target.token === 'DFL' ? 'DFL' : 'LP'} staking vault`,
              account: target.vault,
              mint: target.mint,
              decimals: 9,
            },
          ],
          // Rewards are paid in DFL, also to an LP staker.
          creates: [{ mint: chain.mints.DFL, name: 'DFL' }],
        });
        staking.checkStakeAmount(optionId, sent[0] ?? 0n);
      },
      prepare: ready,
      book: (walletId, signature, landed, { optionId }) =>
        staking.stake(walletId, signature, optionId, landed),
    },
    add: {
      check(transaction, walletId) {
        const chain = requirePoolChain(poolChain);
        expectMoves(readInstructions(transaction), new PublicKey(walletId), {
          targets: [
            {
              label: "the pool's DFL reserve",
              account: chain.accounts.reserveDfl,
              mint: chain.mints.DFL,
              decimals: POOL_DECIMALS.DFL,
            },
            {
              label: "the pool's USDC reserve",
              account: chain.accounts.reserveUsdc,
              mint: chain.mints.USDC,
              decimals: POOL_DECIMALS.USDC,
            },
          ],
          // The LP is minted there; a refund goes back to the accounts the tokens came from.
          creates: [{ mint: chain.mints.LP, name: 'DFL/USDC LP' }],
        });
      },
      // Booked reserves are read from the chain on a fresh server before any player tokens can reach it.
      prepare: () => ready().then(() => pool.readyForPlayers()),
      book: (walletId, signature, landed, { minLp }) =>
        pool.add(walletId, signature, units(minLp, POOL_DECIMALS.LP), landed),
    },
    remove: {
      check(transaction, walletId) {
        const chain = requirePoolChain(poolChain);
        expectMoves(readInstructions(transaction), new PublicKey(walletId), {
          targets: [],
          burn: { mint: chain.mints.LP, decimals: POOL_DECIMALS.LP },
          creates: [
            { mint: chain.mints.DFL, name: 'DFL' },
            { mint: chain.mints.USDC, name: 'USDC' },
          ],
        });
      },
      prepare: () => ready().then(() => pool.readyForPlayers()),
      book: (walletId, signature, landed, { minDfl, minUsdc }) =>
        pool.remove(
          walletId,
          signature,
          units(minDfl, POOL_DECIMALS.DFL),
          units(minUsdc, POOL_DECIMALS.USDC),
          landed,
        ),
    },
    collectNft: {
      cosign: (transaction, walletId, { nftId }) =>
        requireCollect(nftCollect).cosign(transaction, walletId, nftId),
      check: (_transaction, walletId, { nftId }) => requireCollect(nftCollect).check(walletId, nftId),
      book: (walletId, _signature, _landed, { nftId }) => requireCollect(nftCollect).book(walletId, nftId),
    },
  };
}

/** The schemas let through only amounts with at most `decimals` decimals, so this is never null. */
function units(text: string, decimals: number): bigint {
  return toBaseUnits(text, decimals) ?? 0n;
}

function requireCollect(nftCollect: NftCollect | undefined): NftCollect {
  if (!nftCollect)
    throw new HttpError(503, 'p2e NFTs are not set up on this server: it has no game authority');
  return nftCollect;
}
