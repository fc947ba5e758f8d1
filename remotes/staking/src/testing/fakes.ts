import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  decodeInstruction,
  isBurnCheckedInstruction,
  isTransferCheckedInstruction,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Keypair,
  SystemProgram,
  Transaction,
  type PublicKey,
  type TransactionInstruction,
} from '@solana/web3.js';
import { useServices } from '@companion/shared-state/host';
import { MEMO_PROGRAM_ID } from '@companion/tab-kit/wallet';
import {
  type PoolAction,
  type PoolState,
  type StakePosition,
  type StakingOverview,
  type SubmissionPending,
} from '@companion/shared-state';
import { loadTestConfig, provideFakeGameApi, signInAs } from '@companion/shared-state/testing';
import type { StakePlan } from '@companion/shared-state/schemas';
import type { StakingApi } from '../api/stakingApi';

const key = () => Keypair.generate().publicKey;

/** The player's wallet: the fake wallet signs with it. */
export const PLAYER_KEYPAIR = Keypair.generate();
export const PLAYER: PublicKey = PLAYER_KEYPAIR.publicKey;
export const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
export const ACCOUNTS = {
  dflMint: key().toBase58(),
  usdcMint: key().toBase58(),
  lpMint: key().toBase58(),
  dflReserve: key().toBase58(),
  usdcReserve: key().toBase58(),
};
export const VAULTS = { DFL: key().toBase58(), DFL_USDC: key().toBase58() };

/** The seeded pool: 100 DFL and 10 USDC per LP, 0.1 USDC per DFL. */
export const POOL: PoolState = {
  dflReserve: '100000000',
  usdcReserve: '10000000',
  lpSupply: '1000000',
  accounts: ACCOUNTS,
};

export const NOW = '2026-06-01T12:00:00.000Z';

export function overview(positions: StakePosition[] = []): StakingOverview {
  return {
    options: (['DFL', 'DFL_USDC'] as const).flatMap((token) =>
      [0, 30, 90, 180, 365].map((lockDays) => ({
        id: `${token === 'DFL' ? 'dfl' : 'lp'}-${lockDays === 0 ? 'flexible' : `${lockDays}d`}`,
        token,
        lockDays,
        rewardPerSecond: '0.001',
        totalStaked: lockDays === 30 ? '5' : '0',
        apr: lockDays === 30 ? '63.07' : null,
      })),
    ),
    positions,
    vaults: VAULTS,
    now: NOW,
  };
}

export function position(overrides: Partial<StakePosition> = {}): StakePosition {
  return {
    id: 'p-1',
    optionId: 'lp-30d',
    token: 'DFL_USDC',
    lockDays: 30,
    amount: '5',
    rewards: '1.000000001',
    rewardPerSecond: '0.002',
    asOf: NOW,
    lockEnd: '2026-07-01T12:00:00.000Z',
    status: 'active',
    signature: SIGNATURE,
    createdAt: NOW,
    ...overrides,
  };
}

export function action(overrides: Partial<PoolAction> = {}): PoolAction {
  return {
    id: 'a-1',
    kind: 'add',
    dfl: '10',
    usdc: '1',
    lp: '0.1',
    status: 'confirmed',
    signature: SIGNATURE,
    payoutSignature: SIGNATURE,
    error: null,
    createdAt: NOW,
    ...overrides,
  };
}

/** The 202 answer: the game has the transaction on record and books it once the chain confirms it. */
export function pendingAnswer(overrides: Partial<SubmissionPending> = {}): SubmissionPending {
  return {
    status: 'pending',
    signature: SIGNATURE,
    message: 'Your transaction is on its way: the game books it as soon as the chain confirms it.',
    ...overrides,
  };
}

/** The transaction the game received: the base64 the app handed over, read back. */
export function handedOver(transaction: string): Transaction {
  return Transaction.from(Buffer.from(transaction, 'base64'));
}

/** One instruction of a player transaction, its accounts in base58, as a test reads it. */
export type ReadInstruction =
  | { type: 'memo'; text: string }
  | { type: 'createIfMissing'; payer: string; account: string; owner: string; mint: string }
  | {
      type: 'transfer';
      from: string;
      mint: string;
      to: string;
      owner: string;
      amount: bigint;
      decimals: number;
    }
  | { type: 'burn'; from: string; mint: string; owner: string; amount: bigint; decimals: number };

/**
 * The instructions of a player transaction, in order. Only the three kinds the tab builds are read; any other
 * fails the test that meets it.
 */
export function readInstructions(transaction: Transaction): ReadInstruction[] {
  return transaction.instructions.map(readInstruction);
}

function readInstruction(instruction: TransactionInstruction): ReadInstruction {
  const key = (index: number) => instruction.keys[index]!.pubkey.toBase58();
  // What the transaction does in the player's words, shown by the wallet before Approve.
  if (instruction.programId.equals(MEMO_PROGRAM_ID)) {
    return { type: 'memo', text: Buffer.from(instruction.data).toString('utf8') };
  }
  if (instruction.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)) {
    // CreateIdempotent is instruction 1: it does nothing when the account is there already.
    expect([...instruction.data]).toEqual([1]);
    expect(instruction.keys[4]!.pubkey.equals(SystemProgram.programId)).toBe(true);
    expect(instruction.keys[5]!.pubkey.equals(TOKEN_PROGRAM_ID)).toBe(true);
    return { type: 'createIfMissing', payer: key(0), account: key(1), owner: key(2), mint: key(3) };
  }
  const decoded = decodeInstruction(instruction);
  if (isTransferCheckedInstruction(decoded)) {
    const { keys, data } = decoded;
    return {
      type: 'transfer',
      from: keys.source.pubkey.toBase58(),
      mint: keys.mint.pubkey.toBase58(),
      to: keys.destination.pubkey.toBase58(),
      owner: keys.owner.pubkey.toBase58(),
      amount: data.amount,
      decimals: data.decimals,
    };
  }
  if (isBurnCheckedInstruction(decoded)) {
    const { keys, data } = decoded;
    return {
      type: 'burn',
      from: keys.account.pubkey.toBase58(),
      mint: keys.mint.pubkey.toBase58(),
      owner: keys.owner.pubkey.toBase58(),
      amount: data.amount,
      decimals: data.decimals,
    };
  }
  throw new Error(`unexpected instruction of ${instruction.programId.toBase58()}`);
}

export type FakeStakingApi = { [K in keyof StakingApi]: jest.Mock };

/** The game's plan for a stake: 0.0000002 DFL a second, 30 days. */
export function stakePlan(overrides: Partial<StakePlan> = {}): StakePlan {
  return {
    optionId: 'dfl-30d',
    amount: '10',
    seconds: 30 * 24 * 60 * 60,
    rewards: '0.518400000',
    rewardPerSecond: '0.0000002',
    asOf: NOW,
    ...overrides,
  };
}

/** A game client whose staking calls answer from the fixtures above; tests override single calls. */
export function provideFakeApi(positions: StakePosition[] = []): FakeStakingApi {
  const api: FakeStakingApi = {
    getPool: jest.fn(async () => POOL),
    getStaking: jest.fn(async () => overview(positions)),
    getStakingHistory: jest.fn(async () => [action()]),
    addLiquidity: jest.fn(async () => ({ action: action(), pool: POOL })),
    removeLiquidity: jest.fn(async () => ({ action: action({ kind: 'remove' }), pool: POOL })),
    stake: jest.fn(async () => ({ position: position(), action: action({ kind: 'stake' }) })),
    claimRewards: jest.fn(async () => ({
      position: position(),
      action: action({ kind: 'claim', dfl: '3.5' }),
    })),
    unstake: jest.fn(async () => ({
      position: position(),
      action: action({ kind: 'unstake', dfl: '3.5', lp: '5' }),
    })),
    getStakePlan: jest.fn(async () => stakePlan()),
  };
  const clock = { getClock: jest.fn(async () => ({ now: NOW })) };
  provideFakeGameApi({ ...api, ...clock });
  useServices.getState().provide({ refreshBalances: jest.fn(async () => undefined) });
  return api;
}

/** Config, a signed-in wallet and GLOBAL balances, as the shell would have them. */
export function signedIn(balances: { DFL: string; USDC: string; DFL_USDC: string }): void {
  loadTestConfig({
    mints: {
      DFL: ACCOUNTS.dflMint,
      GOLDY: key().toBase58(),
      USDC: ACCOUNTS.usdcMint,
      DFL_USDC: ACCOUNTS.lpMint,
    },
  });
  signInAs(PLAYER.toBase58(), { GLOBAL: balances });
}
