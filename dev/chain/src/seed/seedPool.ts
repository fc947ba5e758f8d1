import { createHash } from 'node:crypto';
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, type Keypair } from '@solana/web3.js';
import {
  ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
  createInitializeAccount3Instruction,
  createMintToCheckedInstruction,
} from '@solana/spl-token';
import { decodeMint, decodeTokenAccount } from '../accounts/tokenLayout';
import type { Chain } from '../ledger/Chain';
import { executeInstructions } from '../ledger/executeInstructions';
import type { PoolState } from './gameState';
import { GAME_TOKENS, type TokenSymbol } from './gameTokens';
import {
  POOL_ACCOUNT_SEEDS,
  POOL_SEED_DFL_PER_LP,
  POOL_SEED_USDC_PER_LP,
  REWARDS_SEED_DFL,
  type PoolAccountName,
} from './poolAccounts';

const decimalsOf = (symbol: TokenSymbol): number =>
  GAME_TOKENS.find((token) => token.symbol === symbol)?.decimals ?? 0;

/**
 * Creates the pool's reserves, the staking vaults and the rewards account when missing. A new pool is
 * seeded so that every LP token already issued (the game's LP float) is backed at the seeded price: the
 * DFL reserve gets 100 DFL and the USDC reserve 10 USDC per LP (rounded up), so sqrt(DFL · USDC) in base
 * units equals the LP supply. Safe to run at every start.
 */
export function seedPool(chain: Chain, authority: Keypair, mints: Record<TokenSymbol, string>): PoolState {
  const accounts = {} as Record<PoolAccountName, string>;
  const created = new Set<PoolAccountName>();
  for (const [name, { seed, token }] of Object.entries(POOL_ACCOUNT_SEEDS) as [
    PoolAccountName,
    (typeof POOL_ACCOUNT_SEEDS)[PoolAccountName],
  ][]) {
    const address = addressWithSeed(authority.publicKey, seed);
    accounts[name] = address.toBase58();
    if (chain.getAccount(address.toBase58())) continue;
    const payer = chain.faucetKeypair;
    chain.refillFaucet(BigInt(LAMPORTS_PER_SOL));
    executeInstructions(
      chain,
      [
        SystemProgram.createAccountWithSeed({
          fromPubkey: payer.publicKey,
          basePubkey: authority.publicKey,
          seed,
          newAccountPubkey: address,
          lamports: chain.minimumBalanceForRentExemption(ACCOUNT_SIZE),
          space: ACCOUNT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeAccount3Instruction(address, new PublicKey(mints[token]), authority.publicKey),
      ],
      [payer, authority],
    );
    created.add(name);
  }

  const lpSupply = supplyOf(chain, mints.DFL_USDC);
  const scale = (perLp: bigint, symbol: TokenSymbol) =>
    ceilDiv(lpSupply * perLp * 10n ** BigInt(decimalsOf(symbol)), 10n ** BigInt(decimalsOf('DFL_USDC')));
  if (created.has('reserveDfl') && balanceOf(chain, accounts.reserveDfl) === 0n) {
    mintTo(chain, authority, mints.DFL, accounts.reserveDfl, scale(POOL_SEED_DFL_PER_LP, 'DFL'), 'DFL');
  }
  if (created.has('reserveUsdc') && balanceOf(chain, accounts.reserveUsdc) === 0n) {
    mintTo(chain, authority, mints.USDC, accounts.reserveUsdc, scale(POOL_SEED_USDC_PER_LP, 'USDC'), 'USDC');
  }
  if (created.has('rewardsDfl')) {
    const amount = REWARDS_SEED_DFL * 10n ** BigInt(decimalsOf('DFL'));
    mintTo(chain, authority, mints.DFL, accounts.rewardsDfl, amount, 'DFL');
  }
  return accounts;
}

function mintTo(
  chain: Chain,
  authority: Keypair,
  mint: string,
  account: string,
  amount: bigint,
  symbol: TokenSymbol,
): void {
  if (amount === 0n) return;
  const payer = chain.faucetKeypair;
  chain.refillFaucet(BigInt(LAMPORTS_PER_SOL));
  executeInstructions(
    chain,
    [
      createMintToCheckedInstruction(
        new PublicKey(mint),
        new PublicKey(account),
        authority.publicKey,
        amount,
        decimalsOf(symbol),
      ),
    ],
    [payer, authority],
  );
}

/** PublicKey.createWithSeed, synchronously: sha256(base ‖ seed ‖ owner program). */
function addressWithSeed(base: PublicKey, seed: string): PublicKey {
  return new PublicKey(
    createHash('sha256')
      .update(base.toBuffer())
      .update(seed, 'utf8')
      .update(TOKEN_PROGRAM_ID.toBuffer())
      .digest(),
  );
}

function supplyOf(chain: Chain, mint: string): bigint {
  const account = chain.getAccount(mint);
  return account ? decodeMint(account.data).supply : 0n;
}

function balanceOf(chain: Chain, address: string): bigint {
  const account = chain.getAccount(address);
  return account ? decodeTokenAccount(account.data).amount : 0n;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
