import type { ParsedTransactionWithMeta } from '@solana/web3.js';
import type { DepositResponse } from '@companion/shared-state/schemas';
import { readDeposit } from '../chain/readDeposit';
import { toTransfer, type TransferRow } from '../db/transferStore';
import { HttpError } from '../http/HttpError';
import { requireChain, type TransferDeps } from './TransferDeps';

/**
 * Credits in-game funds for the player's SPL transfer to the game vault once it landed (the game sent it:
 * playerTransactions/), reading the amount from the chain. Each signature is credited once: the transfer
 * row (unique signature) and the credit commit in one transaction, and a repeat answers the recorded one.
 */
export class Deposits {
  constructor(private readonly deps: TransferDeps) {}

  async book(
    walletId: string,
    signature: string,
    landed: () => Promise<ParsedTransactionWithMeta>,
  ): Promise<DepositResponse> {
    const recorded = this.deps.transfers.bySignature(signature);
    if (recorded) return this.answerRecorded(walletId, recorded);

    const chain = requireChain(this.deps.chain);
    const { token, amount } = readDeposit(await landed(), walletId, chain.tokens);

    const id = this.deps.newId();
    const { result: row, funds } = this.deps.ledger.transact(walletId, (write) => {
      // Another request with the same signature may have credited it since the first look.
      const first = this.deps.transfers.bySignature(signature);
      if (first) return first;
      this.deps.transfers.insert({
        id,
        walletId,
        direction: 'deposit',
        token,
        amount,
        status: 'confirmed',
        signature,
        at: this.deps.now(),
      });
      write([{ token, delta: amount }], `deposit ${signature}`);
      return this.deps.transfers.get(id);
    });
    if (!row) throw new Error(`deposit ${id} vanished inside its own transaction`);
    if (row.id !== id) return this.answerRecorded(walletId, row);

    const transfer = toTransfer(row);
    this.deps.publish(walletId, transfer);
    return { transfer, funds };
  }

  private answerRecorded(walletId: string, row: TransferRow): DepositResponse {
    if (row.wallet_id !== walletId) {
      throw new HttpError(409, 'this transaction was already credited to another wallet');
    }
    if (row.direction !== 'deposit') {
      throw new HttpError(409, 'this transaction is a withdrawal of yours, not a deposit');
    }
    return { transfer: toTransfer(row), funds: this.deps.ledger.list(walletId) };
  }
}
