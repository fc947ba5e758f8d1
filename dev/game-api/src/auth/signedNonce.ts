import crypto from 'node:crypto';
import bs58 from 'bs58';
import { PublicKey, Transaction } from '@solana/web3.js';
import {
  ED25519_SIGNATURE_BYTES,
  SIGN_IN_MEMO_BLOCKHASH,
  SIGNATURE_MESSAGE,
} from '@companion/shared-state/schemas';
import { HttpError } from '../http/HttpError';

export const MEMO_PROGRAM_IDS = [
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
] as const;
const COMPUTE_BUDGET_PROGRAM_ID = 'ComputeBudget111111111111111111111111111111';

/**
 * What a sign-in signature proves, once read: either a bare ed25519 signature, to be checked against
 * the wallet's outstanding nonces, or a Ledger memo transaction already checked to be signed by the
 * wallet, whose memo text must be one of them.
 */
export type SignedNonce =
  { form: 'message'; verify: (text: string) => boolean } | { form: 'memo'; text: string };

/** Reads the base58 signature field; 400 when it is neither form, 401 when the transaction is not valid proof. */
export function readSignedNonce(walletId: string, signature: string): SignedNonce {
  const bytes = Buffer.from(bs58.decode(signature));
  const walletKey = new PublicKey(walletId);
  if (bytes.length === ED25519_SIGNATURE_BYTES) {
    const key = ed25519PublicKey(walletKey);
    return { form: 'message', verify: (text) => crypto.verify(null, Buffer.from(text, 'utf8'), key, bytes) };
  }
  return { form: 'memo', text: readMemoTransaction(walletKey, bytes) };
}

function ed25519PublicKey(walletKey: PublicKey): crypto.KeyObject {
  const x = Buffer.from(walletKey.toBytes()).toString('base64url');
  return crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/** The memo text of a signed legacy transaction paid by the wallet whose only instruction is a memo. */
function readMemoTransaction(walletKey: PublicKey, bytes: Buffer): string {
  let transaction: Transaction;
  try {
    transaction = Transaction.from(bytes);
  } catch {
    throw new HttpError(400, `signature ${SIGNATURE_MESSAGE}`);
  }
  // The placeholder blockhash makes the signed bytes useless on chain; with a live one, anyone holding
  // them could land the transaction and make the wallet pay its fee.
  if (transaction.recentBlockhash !== SIGN_IN_MEMO_BLOCKHASH) {
    throw new HttpError(
      401,
      `the memo transaction must carry the placeholder blockhash ${SIGN_IN_MEMO_BLOCKHASH}, so it can never be sent to the chain`,
    );
  }
  if (!transaction.feePayer?.equals(walletKey)) {
    throw new HttpError(401, 'the memo transaction must be paid by the signing wallet');
  }
  if (!transaction.verifySignatures(true)) {
    throw new HttpError(401, 'the memo transaction is not signed by the wallet');
  }
  const instructions = transaction.instructions.filter(
    (instruction) => instruction.programId.toBase58() !== COMPUTE_BUDGET_PROGRAM_ID,
  );
  const memo = instructions[0];
  if (
    instructions.length !== 1 ||
    !memo ||
    !MEMO_PROGRAM_IDS.some((id) => id === memo.programId.toBase58())
  ) {
    throw new HttpError(401, 'the memo transaction must hold exactly one memo instruction and nothing else');
  }
  return memo.data.toString('utf8');
}
