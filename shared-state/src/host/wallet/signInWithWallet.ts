import bs58 from 'bs58';
import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import { SIGN_IN_MEMO_BLOCKHASH } from '../../schemas';
import type { GameApi } from '../../services';
import { noteSessionExpiry } from '../../stores/sessionExpiry';
import { SIGN_MESSAGE_FAILED } from '../signInWithSolana';

/** The SPL Memo program; Ledger signs a memo transaction instead of an off-chain message. */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** The wallet as sign-in needs it (the wallet adapter's shape). */
export interface WalletSigner {
  publicKey: PublicKey;
  signMessage?: (message: Uint8Array) => Promise<Uint8Array>;
  signTransaction?: <T extends Transaction>(transaction: T) => Promise<T>;
}

/**
 * The Ledger form: a transaction whose only instruction is a memo carrying the exact nonce text,
 * paid by the wallet, with a dummy blockhash so it can never land on chain.
 */
export function buildMemoTransaction(nonce: string, wallet: PublicKey): Transaction {
  const transaction = new Transaction({ feePayer: wallet, recentBlockhash: SIGN_IN_MEMO_BLOCKHASH });
  transaction.add(
    new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: [{ pubkey: wallet, isSigner: true, isWritable: false }],
      data: Buffer.from(nonce, 'utf8'),
    }),
  );
  return transaction;
}

/** Signs the nonce text (or, on Ledger, a memo transaction carrying it) and returns it in base58. */
export async function signNonce(nonce: string, signer: WalletSigner, isLedger: 0 | 1): Promise<string> {
  try {
    if (isLedger) {
      if (!signer.signTransaction) throw new Error('The wallet cannot sign transactions');
      const signed = await signer.signTransaction(buildMemoTransaction(nonce, signer.publicKey));
      return bs58.encode(signed.serialize());
    }
    if (!signer.signMessage) throw new Error('The wallet cannot sign messages');
    return bs58.encode(await signer.signMessage(new TextEncoder().encode(nonce)));
  } catch (cause) {
    throw new Error(SIGN_MESSAGE_FAILED, { cause });
  }
}

/**
 * Nonce, sign, sign-up only when not yet verified, sign-in (docs/product-rules.md, "Sign-in"). Returns the
 * token. Once `signal` is aborted (the player cancelled, or the wallet took too long) no further step is
 * taken, even when the wallet answers later.
 */
export async function signInWithWallet(
  api: GameApi,
  signer: WalletSigner,
  isLedger: 0 | 1,
  signal?: AbortSignal,
): Promise<string> {
  const walletId = signer.publicKey.toBase58();
  const { nonce, verifiedAt } = await api.getNonce(walletId);
  signal?.throwIfAborted();
  const signature = await signNonce(nonce, signer, isLedger);
  signal?.throwIfAborted();
  // Naming the nonce binds the signature to it: nonces requested meanwhile cannot get in the way.
  if (!verifiedAt) await api.signUp({ walletId, signature, nonce });
  signal?.throwIfAborted();
  const answer = await api.signIn({ walletId, signature, nonce });
  noteSessionExpiry(answer);
  return answer.token;
}
