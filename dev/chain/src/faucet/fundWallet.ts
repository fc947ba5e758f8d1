import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import type { TransactionInstruction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { Keypair } from '@solana/web3.js';
import type { Chain } from '../ledger/Chain';
import { executeInstructions } from '../ledger/executeInstructions';
import { transactionErrorText } from '../ledger/transactionErrors';
import type { GameState } from '../seed/gameState';
import { GAME_TOKENS } from '../seed/gameTokens';
import type { FaucetRequest } from './FaucetRequest';

/**
 * Airdrops SOL, then gives each requested token into the owner's associated token account (created if
 * needed): minted, except the DFL/USDC LP token, which comes out of the game's LP float so that every LP
 * token in circulation stays backed by the pool's reserves (docs/game-api.md, "Pool and staking").
 */
export function fundWallet(
  chain: Chain,
  authority: Keypair,
  game: GameState,
  request: FaucetRequest,
): string[] {
  const signatures: string[] = [];
  if (request.lamports > 0n) {
    const outcome = chain.airdrop(request.owner.toBase58(), request.lamports);
    if (!outcome.landed) throw new Error(`airdrop rejected: ${transactionErrorText(outcome.err)}`);
    if (outcome.record.err) throw new Error(`airdrop failed: ${transactionErrorText(outcome.record.err)}`);
    signatures.push(outcome.record.signature);
  }

  const payer = chain.faucetKeypair;
  const instructions: TransactionInstruction[] = [];
  for (const token of GAME_TOKENS) {
    const amount = request.tokens[token.symbol];
    if (amount === 0n) continue;
    const mint = new PublicKey(game.mints[token.symbol]);
    const account = getAssociatedTokenAddressSync(mint, request.owner, true);
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, account, request.owner, mint),
      token.symbol === 'DFL_USDC'
        ? createTransferCheckedInstruction(
            new PublicKey(game.vaults.DFL_USDC),
            mint,
            account,
            authority.publicKey,
            amount,
            token.decimals,
          )
        : createMintToCheckedInstruction(mint, account, authority.publicKey, amount, token.decimals),
    );
  }
  if (instructions.length > 0) {
    chain.refillFaucet(BigInt(LAMPORTS_PER_SOL));
    signatures.push(executeInstructions(chain, instructions, [payer, authority]).signature);
  }
  return signatures;
}
