import {
  AccountRole,
  address,
  assertIsTransactionWithBlockhashLifetime,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getSignatureFromTransaction,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import type {
  AccountSignerMeta,
  Address,
  Instruction,
  KeyPairSigner,
  Rpc,
  RpcSubscriptions,
  Signature,
  SolanaRpcApi,
  SolanaRpcSubscriptionsApi,
  TransactionSigner,
} from '@solana/kit';
import type { TransactionInstruction } from '@solana/web3.js';

export type KitRpc = Rpc<SolanaRpcApi>;
export type KitSubscriptions = RpcSubscriptions<SolanaRpcSubscriptionsApi>;

/** kit's clients for a local endpoint (a plain URL: no cluster-specific method set). */
export function kitClients(rpcUrl: string, wsUrl: string): { rpc: KitRpc; subscriptions: KitSubscriptions } {
  return { rpc: createSolanaRpc(rpcUrl), subscriptions: createSolanaRpcSubscriptions(wsUrl) };
}

export const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
export const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** SystemProgram::Transfer, built by hand (kit itself ships no program clients). */
export function transferInstruction(from: TransactionSigner, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, lamports, true);
  const payer: AccountSignerMeta = { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from };
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [payer, { address: to, role: AccountRole.WRITABLE }],
    data,
  };
}

export function memoInstruction(text: string): Instruction {
  return { programAddress: MEMO_PROGRAM, accounts: [], data: new TextEncoder().encode(text) };
}

/** A web3.js instruction as a kit instruction; `signers` supply the signer objects of signing accounts. */
export function fromWeb3(ix: TransactionInstruction, signers: KeyPairSigner[]): Instruction {
  return {
    programAddress: address(ix.programId.toBase58()),
    accounts: ix.keys.map((key) => {
      const signer = signers.find((s) => s.address === key.pubkey.toBase58());
      const role = key.isSigner
        ? key.isWritable
          ? AccountRole.WRITABLE_SIGNER
          : AccountRole.READONLY_SIGNER
        : key.isWritable
          ? AccountRole.WRITABLE
          : AccountRole.READONLY;
      return signer
        ? { address: signer.address, role, signer }
        : { address: address(key.pubkey.toBase58()), role };
    }),
    data: new Uint8Array(ix.data),
  };
}

/** Signs with the fee payer (and any signer in the instructions), sends, and waits for `confirmed`. */
export async function sendWithKit(
  rpc: KitRpc,
  rpcSubscriptions: KitSubscriptions,
  feePayer: KeyPairSigner,
  instructions: Instruction[],
): Promise<Signature> {
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return confirmWithKit(rpc, rpcSubscriptions, await signTransactionMessageWithSigners(message));
}

/** kit's sendAndConfirmTransactionFactory at `confirmed` for a signed transaction with a blockhash lifetime. */
export async function confirmWithKit(
  rpc: KitRpc,
  rpcSubscriptions: KitSubscriptions,
  signed: Awaited<ReturnType<typeof signTransactionMessageWithSigners>>,
): Promise<Signature> {
  assertIsTransactionWithBlockhashLifetime(signed);
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, { commitment: 'confirmed' });
  return getSignatureFromTransaction(signed);
}

/**
 * The first accepted notification of a kit subscription, or a rejection after `timeoutMs`. kit only yields what
 * arrives once iteration has begun, so the iterator is started before `trigger` makes the change.
 */
export async function firstNotification<T>(
  subscribe: (abortSignal: AbortSignal) => Promise<AsyncIterable<T>>,
  trigger: () => Promise<unknown> = async () => undefined,
  accept: (value: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no notification within ${timeoutMs} ms`)), timeoutMs);
  try {
    const iterator = (await subscribe(abort.signal))[Symbol.asyncIterator]();
    const first = iterator.next();
    await trigger();
    for (let result = await first; !result.done; result = await iterator.next()) {
      if (accept(result.value)) return result.value;
    }
    throw new Error('the subscription ended without a notification');
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
