import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey, type Transaction } from '@solana/web3.js';
import { ACCOUNTS, PLAYER, POOL, readInstructions, VAULTS } from '../testing/fakes';
import { addLiquidityTransaction, removeLiquidityTransaction, stakeTransaction } from './poolTransactions';

const RECENT = { blockhash: new PublicKey(VAULTS.DFL).toBase58(), lastValidBlockHeight: 321 };
const OWNER = PLAYER.toBase58();
const DFL = new PublicKey(ACCOUNTS.dflMint);
const USDC = new PublicKey(ACCOUNTS.usdcMint);
const LP = new PublicKey(ACCOUNTS.lpMint);
/** The player's own (associated) token account of a mint. */
const own = (mint: PublicKey) => getAssociatedTokenAddressSync(mint, PLAYER).toBase58();
/** The player's account of `mint` created if missing, the player paying the rent. */
const created = (mint: PublicKey) => ({
  type: 'createIfMissing',
  payer: OWNER,
  account: own(mint),
  owner: OWNER,
  mint: mint.toBase58(),
});

/** Paid and signed by the player alone: the game signs nothing and pays no fee and no rent. */
function expectPlayerPaysAll(transaction: Transaction) {
  expect(transaction.feePayer?.toBase58()).toBe(OWNER);
  expect(transaction.recentBlockhash).toBe(RECENT.blockhash);
  expect(transaction.lastValidBlockHeight).toBe(321);
  const message = transaction.compileMessage();
  expect(message.header.numRequiredSignatures).toBe(1);
  expect(message.accountKeys[0]?.toBase58()).toBe(OWNER);
  for (const instruction of readInstructions(transaction)) {
    if (instruction.type === 'createIfMissing') expect(instruction.payer).toBe(OWNER);
  }
}

describe('addLiquidityTransaction', () => {
  it("creates the player's LP account if missing, then sends DFL and USDC to the reserves", async () => {
    const transaction = await addLiquidityTransaction(
      PLAYER,
      POOL,
      { dfl: 10_000_000_001n, usdc: 1_000_001n },
      RECENT,
    );
    expect(readInstructions(transaction)).toEqual([
      created(LP),
      {
        type: 'transfer',
        from: own(DFL),
        mint: ACCOUNTS.dflMint,
        to: ACCOUNTS.dflReserve,
        owner: OWNER,
        amount: 10_000_000_001n,
        decimals: 9,
      },
      {
        type: 'transfer',
        from: own(USDC),
        mint: ACCOUNTS.usdcMint,
        to: ACCOUNTS.usdcReserve,
        owner: OWNER,
        amount: 1_000_001n,
        decimals: 6,
      },
    ]);
    expectPlayerPaysAll(transaction);
  });
});

describe('removeLiquidityTransaction', () => {
  it("creates the player's DFL and USDC accounts if missing, then burns the LP", async () => {
    const transaction = await removeLiquidityTransaction(PLAYER, POOL, 100_000_000n, RECENT);
    expect(readInstructions(transaction)).toEqual([
      created(DFL),
      created(USDC),
      { type: 'burn', from: own(LP), mint: ACCOUNTS.lpMint, owner: OWNER, amount: 100_000_000n, decimals: 9 },
    ]);
    expectPlayerPaysAll(transaction);
  });
});

describe('stakeTransaction', () => {
  it("stakes DFL: creates the player's DFL account for rewards if missing, then sends DFL to the vault", async () => {
    const vault = new PublicKey(VAULTS.DFL);
    const transaction = await stakeTransaction(
      PLAYER,
      { mint: DFL, vault, rewardsMint: DFL },
      2_500_000_000n,
      RECENT,
    );
    expect(readInstructions(transaction)).toEqual([
      created(DFL),
      {
        type: 'transfer',
        from: own(DFL),
        mint: ACCOUNTS.dflMint,
        to: VAULTS.DFL,
        owner: OWNER,
        amount: 2_500_000_000n,
        decimals: 9,
      },
    ]);
    expectPlayerPaysAll(transaction);
  });

  it('stakes LP: the DFL account the rewards are paid into is created if missing, the LP goes to its vault', async () => {
    const vault = new PublicKey(VAULTS.DFL_USDC);
    const transaction = await stakeTransaction(PLAYER, { mint: LP, vault, rewardsMint: DFL }, 1n, RECENT);
    expect(readInstructions(transaction)).toEqual([
      created(DFL),
      {
        type: 'transfer',
        from: own(LP),
        mint: ACCOUNTS.lpMint,
        to: VAULTS.DFL_USDC,
        owner: OWNER,
        amount: 1n,
        decimals: 9,
      },
    ]);
    expectPlayerPaysAll(transaction);
  });
});
