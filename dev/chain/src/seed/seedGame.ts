import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js';
import {
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { decodeMint, tokenAccountKind } from '../accounts/tokenLayout';
import { parseUnits } from '../accounts/uiTokenAmount';
import type { Chain } from '../ledger/Chain';
import { executeInstructions } from '../ledger/executeInstructions';
import type { GameState } from './gameState';
import { AUTHORITY_FUND_SOL, AUTHORITY_MIN_SOL, GAME_TOKENS, VAULT_SEED_AMOUNT } from './gameTokens';
import type { TokenSymbol } from './gameTokens';
import { seedPool } from './seedPool';

function ensureAuthorityFunded(chain: Chain, authority: PublicKey): void {
  const balance = chain.getAccount(authority.toBase58())?.lamports ?? 0n;
  if (balance >= BigInt(AUTHORITY_MIN_SOL * LAMPORTS_PER_SOL)) return;
  const outcome = chain.airdrop(authority.toBase58(), BigInt(AUTHORITY_FUND_SOL * LAMPORTS_PER_SOL));
  if (!outcome.landed || outcome.record.err) throw new Error('could not fund the game authority');
}

function existingMint(chain: Chain, address: string | undefined): string | undefined {
  if (!address) return undefined;
  const account = chain.getAccount(address);
  return account && tokenAccountKind(account.owner, account.data) === 'mint' ? address : undefined;
}

function createMint(chain: Chain, authority: PublicKey, decimals: number): string {
  const mint = Keypair.generate();
  const payer = chain.faucetKeypair;
  chain.refillFaucet(BigInt(LAMPORTS_PER_SOL));
  executeInstructions(
    chain,
    [
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: chain.minimumBalanceForRentExemption(MINT_SIZE),
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, decimals, authority, authority),
    ],
    [payer, mint],
  );
  return mint.publicKey.toBase58();
}

function ensureVault(chain: Chain, authority: Keypair, mint: PublicKey, decimals: number): string {
  const vault = getAssociatedTokenAddressSync(mint, authority.publicKey, true);
  if (chain.getAccount(vault.toBase58())) return vault.toBase58();
  const payer = chain.faucetKeypair;
  chain.refillFaucet(BigInt(LAMPORTS_PER_SOL));
  executeInstructions(
    chain,
    [
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, vault, authority.publicKey, mint),
      createMintToCheckedInstruction(
        mint,
        vault,
        authority.publicKey,
        parseUnits(VAULT_SEED_AMOUNT, decimals),
        decimals,
      ),
    ],
    [payer, authority],
  );
  return vault.toBase58();
}

/**
 * Creates what the game needs on chain, skipping what already exists: SOL for the authority, the four
 * mints (mint and freeze authority = the game authority) and the authority's associated token accounts
 * as vaults, each seeded with a float on creation, then the pool and staking accounts (seedPool). Safe to
 * run at every start.
 */
export function seedGame(chain: Chain, authority: Keypair, previous: GameState | null): GameState {
  const authorityKey = authority.publicKey.toBase58();
  ensureAuthorityFunded(chain, authority.publicKey);
  const mints = {} as Record<TokenSymbol, string>;
  const vaults = {} as Record<TokenSymbol, string>;
  for (const token of GAME_TOKENS) {
    const mint =
      existingMint(chain, previous?.mints[token.symbol]) ??
      createMint(chain, authority.publicKey, token.decimals);
    const account = chain.getAccount(mint);
    const mintAuthority = account ? decodeMint(account.data).mintAuthority : null;
    if (mintAuthority !== authorityKey) {
      throw new Error(
        `the ${token.symbol} mint ${mint} is controlled by ${String(mintAuthority)}, not by the game authority ` +
          `${authorityKey} (game-authority.json): restore that file or reset the data directory`,
      );
    }
    mints[token.symbol] = mint;
    vaults[token.symbol] = ensureVault(chain, authority, new PublicKey(mint), token.decimals);
  }
  return { authority: authorityKey, mints, vaults, pool: seedPool(chain, authority, mints) };
}
