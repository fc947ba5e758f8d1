import type { PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { HttpError } from '../http/HttpError';
import type { PlayerInstruction } from './readInstructions';

/** A game account a player transaction may send tokens to. */
export interface Target {
  /** How the player knows it, e.g. "the pool's DFL reserve". */
  label: string;
  account: PublicKey;
  mint: PublicKey;
  decimals: number;
}

export interface Expected {
  /** Where tokens may go; at least one transfer must reach one of them unless `burn` is set. */
  targets: readonly Target[];
  /** The one mint the transaction must burn from the wallet (removing liquidity). */
  burn?: { mint: PublicKey; decimals: number };
  /**
   * Mints of the wallet's own token accounts the transaction must create if missing, paid by the wallet:
   * where the game will pay the player (the game never pays a player's rent).
   */
  creates: readonly { mint: PublicKey; name: string }[];
}

const refuse = (reason: string) => new HttpError(400, reason);

/**
 * Checks a player transaction against what its kind expects and answers, per target, the base units sent
 * to it, and what it burns. Every token moved comes from the wallet's own associated accounts, signed by
 * the wallet; every account created is the wallet's own, at its own cost. Anything else is refused before
 * the transaction is recorded or sent, so what lands is what the game books.
 */
export function expectMoves(
  instructions: readonly PlayerInstruction[],
  wallet: PublicKey,
  expected: Expected,
): { sent: bigint[]; burned: bigint } {
  const sent = expected.targets.map(() => 0n);
  let burned = 0n;
  const created = new Set<string>();
  for (const instruction of instructions) {
    if (instruction.type === 'createAccount') {
      const own = getAssociatedTokenAddressSync(instruction.mint, wallet);
      if (
        !instruction.payer.equals(wallet) ||
        !instruction.owner.equals(wallet) ||
        !instruction.account.equals(own)
      ) {
        throw refuse('the transaction may only create your own token accounts, at your own cost');
      }
      created.add(instruction.mint.toBase58());
      continue;
    }
    if (!instruction.owner.equals(wallet))
      throw refuse('the tokens must come from the wallet you signed in with');
    if (instruction.type === 'burn') {
      const burn = expected.burn;
      if (!burn || !instruction.mint.equals(burn.mint) || instruction.decimals !== burn.decimals) {
        throw refuse('the transaction burns tokens the game does not take');
      }
      if (!instruction.account.equals(getAssociatedTokenAddressSync(burn.mint, wallet))) {
        throw refuse('the tokens must be burned from your own token account');
      }
      burned += instruction.amount;
      continue;
    }
    const index = expected.targets.findIndex((target) => target.account.equals(instruction.destination));
    const target = expected.targets[index];
    if (!target) throw refuse('the transaction sends tokens somewhere the game does not take them');
    if (!instruction.mint.equals(target.mint) || instruction.decimals !== target.decimals) {
      throw refuse(`the transaction sends another token to ${target.label}`);
    }
    if (!instruction.source.equals(getAssociatedTokenAddressSync(target.mint, wallet))) {
      throw refuse('the tokens must come from your own token account');
    }
    sent[index] = (sent[index] ?? 0n) + instruction.amount;
  }
  for (const { mint, name } of expected.creates) {
    if (!created.has(mint.toBase58())) {
      throw refuse(`the transaction must create your ${name} account if it is missing (at your own cost)`);
    }
  }
  if (expected.burn ? burned === 0n : sent.every((amount) => amount === 0n)) {
    throw refuse(
      expected.burn
        ? 'the transaction burns nothing'
        : `the transaction sends nothing to ${expected.targets.map((t) => t.label).join(' or ')}`,
    );
  }
  return { sent, burned };
}
