import type { PublicKey, Transaction } from '@solana/web3.js';
import {
  chainErrorMessage,
  DECLINED_IN_WALLET,
  isWalletDecline,
  TOKENS,
  toBaseUnits,
} from '@companion/shared-state';
import { WalletRequestError, type TransferOutcome } from '../lib/outcome';
import type { TransferToken } from '../lib/transferTokens';
import { awaitConfirmation } from './chainStatus';
import { settleDeposit, type CreditContext } from './creditDeposit';
import { buildDepositTransaction, depositAccounts } from './depositTransaction';
import { useDepositQueue, type PendingDeposit } from './depositQueue';

export interface DepositContext extends CreditContext {
  owner: PublicKey;
  /** Signs in the wallet and sends through the app's Connection; resolves with the signature. */
  send: (transaction: Transaction) => Promise<string>;
}

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
    const transaction = await buildDepositTransaction({
      ...accounts,
      owner: ctx.owner,
      baseUnits: toBaseUnits(request.amount, decimals),
      blockhash,
      lastValidBlockHeight,
    });
    const signature = await ctx.send(transaction);
    sent = { signature, blockhash, lastValidBlockHeight };
  } catch (error) {
    if (error instanceof WalletRequestError) {
      // Refused, cancelled or timed out in the wallet: nothing was signed, so nothing moved.
      if (error.reason === 'declined' || error.reason === 'cancelled' || error.reason === 'timeout') {
        return { kind: 'rejected', message: error.message };
      }
      return { kind: 'failed', message: `The ${label} deposit was not sent. ${error.message}` };
    }
    if (isWalletDecline(error)) return { kind: 'rejected', message: DECLINED_IN_WALLET };
    console.warn('The deposit could not be sent', error);
    return { kind: 'failed', message: `The ${label} deposit was not sent. ${chainErrorMessage(error)}` };
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
