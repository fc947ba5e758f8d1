import type { PublicKey, Transaction } from '@solana/web3.js';
import { TOKENS, toBaseUnits } from '@companion/shared-state';
import { messageOf } from '../lib/messageOf';
import type { TransferOutcome } from '../lib/outcome';
import type { TransferToken } from '../lib/transferTokens';
import { isWalletRejection } from '../lib/walletRejection';
import { awaitConfirmation } from './chainStatus';
import { settleDeposit, type CreditContext } from './creditDeposit';
import { buildDepositTransaction, depositAccounts } from './depositTransaction';
import { useDepositQueue, type PendingDeposit } from './depositQueue';

export interface DepositContext extends CreditContext {
  owner: PublicKey;
  /** Signs in the wallet and sends through the app's Connection; resolves with the signature. */
  send: (transaction: Transaction) => Promise<string>;
}

export const REJECTED_MESSAGE = 'You declined the transaction in your wallet. Nothing was sent.';

/**
 * A deposit from the player's GLOBAL wallet to IN_GAME: transfer to the game vault, signed in the wallet,
 * confirmed, then credited by the server. From the moment the wallet returns a signature the deposit is
 * queued in localStorage, so whatever fails afterwards is resumed rather than lost.
 */
export async function runDeposit(
  ctx: DepositContext,
  request: { token: TransferToken; amount: string },
): Promise<TransferOutcome> {
  const { decimals, label } = TOKENS[request.token];
  let sent: Pick<PendingDeposit, 'signature' | 'blockhash' | 'lastValidBlockHeight'>;
  ctx.onStep?.('wallet');
  try {
    const accounts = depositAccounts(request.token);
    const { blockhash, lastValidBlockHeight } = await ctx.connection.getLatestBlockhash('confirmed');
    const transaction = buildDepositTransaction({
      ...accounts,
      owner: ctx.owner,
      baseUnits: toBaseUnits(request.amount, decimals),
      blockhash,
      lastValidBlockHeight,
    });
    const signature = await ctx.send(transaction);
    sent = { signature, blockhash, lastValidBlockHeight };
  } catch (error) {
    if (isWalletRejection(error)) return { kind: 'rejected', message: REJECTED_MESSAGE };
    console.warn('The deposit could not be sent', error);
    return { kind: 'failed', message: `The ${label} deposit could not be sent: ${messageOf(error)}` };
  }

  const deposit: PendingDeposit = {
    ...sent,
    token: request.token,
    amount: request.amount,
    confirmed: false,
    createdAt: new Date().toISOString(),
  };
  const queue = useDepositQueue.getState();
  queue.save(ctx.walletId, deposit);
  queue.claim(deposit.signature);
  try {
    ctx.onStep?.('confirming');
    return await settleDeposit(ctx, deposit, await awaitConfirmation(ctx.connection, deposit));
  } finally {
    useDepositQueue.getState().release(deposit.signature);
  }
}
