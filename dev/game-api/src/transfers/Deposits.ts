import type { DepositResponse } from '@companion/shared-state/schemas';
import { readConfirmedTransaction } from '../chain/readConfirmedTransaction';
import { readDeposit } from '../chain/readDeposit';
import { toTransfer, type TransferRow } from '../db/transferStore';
import { HttpError } from '../http/HttpError';
import { requireChain, type TransferDeps } from './TransferDeps';

/**
 * Credits in-game funds for an SPL transfer the player made to the game vault, after checking the
 * transaction on chain. Each signature is credited once: the transfer row (unique signature) and the
 * credit commit in one transaction, and a repeat answers the recorded transfer.
 */
export class Deposits {
  constructor(private readonly deps: TransferDeps) {}

  async credit(walletId: string, signature: string): Promise<DepositResponse> {
    const recorded = this.deps.transfers.bySignature(signature);
    if (recorded) return this.answerRecorded(walletId, recorded);

    const chain = requireChain(this.deps.chain);
    const transaction = await readConfirmedTransaction(chain.connection, signature);
    const { token, amount } = readDeposit(transaction, walletId, chain.tokens);

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
