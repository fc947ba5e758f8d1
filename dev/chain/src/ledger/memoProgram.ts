import bs58 from 'bs58';
import { MEMO_PROGRAM_ID, MEMO_V1_PROGRAM_ID } from '../accounts/programIds';
import type { LiteSvm } from './litesvm';

/**
 * LiteSVM ships Memo v1 but not the Memo v3 program wallets and libraries use. Memo v1's program accepts the
 * same instruction (UTF-8 data, any signer accounts), so its bytes are loaded again under the v3 address.
 */
export function installMemoProgram(svm: LiteSvm): void {
  if (svm.getAccount(bs58.decode(MEMO_PROGRAM_ID))?.executable()) return;
  const memoV1 = svm.getAccount(bs58.decode(MEMO_V1_PROGRAM_ID));
  if (!memoV1) throw new Error('LiteSVM has no Memo v1 program to install as Memo v3');
  svm.addProgram(bs58.decode(MEMO_PROGRAM_ID), memoV1.data());
}
