import bs58 from 'bs58';
import nacl from 'tweetnacl';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';

export const MEMO_V1 = new PublicKey('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
export const MEMO_V3 = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

export interface MemoOptions {
  memoProgram?: PublicKey;
  feePayer?: PublicKey;
  withComputeBudget?: boolean;
  extraInstruction?: TransactionInstruction;
  /** Signs with these keys instead of the wallet's (e.g. both payer and wallet). */
  signers?: Keypair[];
  /** Default: the placeholder the client uses, which no chain accepts. */
  recentBlockhash?: string;
}

/** A wallet as the browser has one: signs messages, or (Ledger) a memo transaction it never sends. */
export function createTestWallet(keypair = Keypair.generate()) {
  const walletId = keypair.publicKey.toBase58();
  return {
    keypair,
    walletId,
    signMessage: (text: string): string =>
      bs58.encode(nacl.sign.detached(new TextEncoder().encode(text), keypair.secretKey)),
    memoTransaction(text: string, options: MemoOptions = {}): Transaction {
      const transaction = new Transaction({
        feePayer: options.feePayer ?? keypair.publicKey,
        recentBlockhash: options.recentBlockhash ?? PublicKey.default.toBase58(),
      });
      if (options.withComputeBudget)
        transaction.add(ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }));
      transaction.add(
        new TransactionInstruction({
          programId: options.memoProgram ?? MEMO_V3,
          keys: [{ pubkey: keypair.publicKey, isSigner: true, isWritable: false }],
          data: Buffer.from(text, 'utf8'),
        }),
      );
      if (options.extraInstruction) transaction.add(options.extraInstruction);
      return transaction;
    },
    signMemo(text: string, options: MemoOptions = {}): string {
      const transaction = this.memoTransaction(text, options);
      transaction.sign(...(options.signers ?? [keypair]));
      return bs58.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }));
    },
  };
}
export type TestWallet = ReturnType<typeof createTestWallet>;
