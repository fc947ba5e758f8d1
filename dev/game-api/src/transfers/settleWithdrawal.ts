import type { SignatureOutcome } from '../chain/signatureOutcome';
import { toTransfer, type TransferRow } from '../db/transferStore';
import type { TransferDeps } from './TransferDeps';

/**
 * Gives a pending withdrawal its final status once the chain's answer is known. A failure refunds the
 * in-game debit in the same transaction as the status change, and only if this call moved it out of
 * pending, so a withdrawal settled twice (the request and the background check) refunds at most once.
 * Returns the row as it now stands.
 */
export function settleWithdrawal(
  deps: TransferDeps,
  row: TransferRow,
  outcome: SignatureOutcome,
): TransferRow {
  if (outcome.kind === 'pending') return row;
  const at = deps.now();
  const { result: settled } = deps.ledger.transact(row.wallet_id, (write) => {
    const status = outcome.kind === 'confirmed' ? 'confirmed' : 'failed';
    const error = outcome.kind === 'failed' ? outcome.reason : null;
    if (!deps.transfers.settle(row.id, status, error, at)) return false;
    if (status === 'failed') write([{ token: row.token, delta: row.amount }], `withdraw ${row.id} refund`);
    return true;
  });
  const current = deps.transfers.get(row.id) ?? row;
  if (settled) deps.publish(row.wallet_id, toTransfer(current));
  return current;
}
