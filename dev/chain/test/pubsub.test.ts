import bs58 from 'bs58';
import { PublicKey, Transaction } from '@solana/web3.js';
import type { AccountInfo, Context } from '@solana/web3.js';
import {
  AccountLayout,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import type { Keypair } from '@solana/web3.js';
import { eventually, startTestChain } from './support/testChain';
import type { TestChain } from './support/testChain';
import { openWsClient } from './support/wsClient';

jest.setTimeout(30_000);

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
});
afterAll(() => t.stop());

const dfl = () => new PublicKey(t.chain.addresses.mints.DFL);
const ata = (owner: PublicKey) => getAssociatedTokenAddressSync(dfl(), owner);

async function signedTransfer(from: Keypair, to: PublicKey, amount: bigint) {
  const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from.publicKey, blockhash, lastValidBlockHeight }).add(
    createTransferCheckedInstruction(ata(from.publicKey), dfl(), ata(to), from.publicKey, amount, 9),
  );
  transaction.sign(from);
  return { transaction, blockhash, lastValidBlockHeight };
}

describe('PubSub WebSocket', () => {
  it('confirms a SPL transferChecked through signatureSubscribe (web3.js onSignature)', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const { transaction } = await signedTransfer(from, to.publicKey, 7n);
    const signature = await t.connection.sendRawTransaction(transaction.serialize());
    const result = await new Promise((resolve) => t.connection.onSignature(signature, resolve, 'confirmed'));
    expect(result).toEqual({ err: null });
  });

  it('notifies a raw signatureSubscribe before and after the transaction lands, then ends it', async () => {
    const ws = await openWsClient(t.chain.wsUrl);
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const { transaction } = await signedTransfer(from, to.publicKey, 8n);
    const signature = transaction.signatures[0]?.signature as Buffer;
    const subscribed = await ws.call('signatureSubscribe', [
      bs58.encode(signature),
      { commitment: 'confirmed' },
    ]);
    expect(typeof subscribed.result).toBe('number');
    await t.connection.sendRawTransaction(transaction.serialize());
    const notification = await ws.notification(subscribed.result as number);
    expect(notification.method).toBe('signatureNotification');
    expect(notification.params?.result.value).toEqual({ err: null });
    // The subscription ended with its notification.
    const gone = await ws.call('signatureUnsubscribe', [subscribed.result]);
    expect(gone.error).toMatchObject({ code: -32602, message: 'Invalid params: Invalid subscription id.' });
    // Subscribing after the fact is answered at once.
    const late = await ws.call('signatureSubscribe', [bs58.encode(signature), { commitment: 'finalized' }]);
    expect((await ws.notification(late.result as number)).params?.result.value).toEqual({ err: null });
    ws.close();
  });

  it('fires an account subscription (web3.js onAccountChange) on a balance change', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const seen: { amount: bigint; slot: number }[] = [];
    const listener = t.connection.onAccountChange(
      ata(to.publicKey),
      (info: AccountInfo<Buffer>, context: Context) =>
        seen.push({ amount: AccountLayout.decode(info.data).amount, slot: context.slot }),
      { commitment: 'confirmed' },
    );
    // Wait until the server has the subscription, so the transfer cannot outrun it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { transaction, blockhash, lastValidBlockHeight } = await signedTransfer(
      from,
      to.publicKey,
      5_000_000_000n,
    );
    const signature = await t.connection.sendRawTransaction(transaction.serialize());
    await t.connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
    const change = await eventually(() => seen[0]);
    expect(change.amount).toBe(1_005_000_000_000n);
    await t.connection.removeAccountChangeListener(listener);
  });

  it('sends jsonParsed account notifications and unsubscribes', async () => {
    const ws = await openWsClient(t.chain.wsUrl);
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const subscribed = await ws.call('accountSubscribe', [
      ata(to.publicKey).toBase58(),
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    const { transaction } = await signedTransfer(from, to.publicKey, 1_500_000_000n);
    await t.connection.sendRawTransaction(transaction.serialize());
    const notification = await ws.notification(subscribed.result as number);
    expect(notification.method).toBe('accountNotification');
    expect(notification.params?.result.value).toMatchObject({
      owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      data: {
        program: 'spl-token',
        parsed: { type: 'account', info: { tokenAmount: { uiAmountString: '1001.5' } } },
        space: 165,
      },
    });
    expect((await ws.call('accountUnsubscribe', [subscribed.result])).result).toBe(true);
    expect((await ws.call('accountUnsubscribe', [subscribed.result])).error?.code).toBe(-32602);
    ws.close();
  });

  it('answers bad WebSocket input with JSON-RPC errors and keeps the connection', async () => {
    const ws = await openWsClient(t.chain.wsUrl);
    ws.sendRaw('{not json');
    expect((await ws.next((m) => m.error?.code === -32700)).error?.message).toMatch(/^Parse error/);
    expect((await ws.call('slotsUpdatesSubscribe', [])).error?.code).toBe(-32601);
    expect((await ws.call('accountSubscribe', ['nope'])).error).toMatchObject({ code: -32602 });
    expect(
      (await ws.call('accountSubscribe', [PublicKey.unique().toBase58(), { encoding: 'xml' }])).error
        ?.message,
    ).toMatch(/encoding must be one of/);
    expect((await ws.call('signatureSubscribe', [PublicKey.unique().toBase58()])).error?.message).toMatch(
      /64-byte signature/,
    );
    ws.close();
  });
});
