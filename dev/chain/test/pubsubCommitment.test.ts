import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { startTestChain } from './support/testChain';
import type { TestChain } from './support/testChain';
import { openWsClient } from './support/wsClient';
import type { WsMessage } from './support/wsClient';

jest.setTimeout(30_000);

// A snapshot written 400 ms after a change: a transaction stays `processed` long enough to be seen so.
let t: TestChain;
beforeAll(async () => {
  t = await startTestChain({ snapshotDelayMs: 400 });
});
afterAll(() => t.stop());

/** A transfer of more than the sender holds: it lands (skipPreflight) and fails. */
async function failingTransfer(from: Keypair): Promise<string> {
  const { blockhash } = await t.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 10n ** 15n,
    }),
  );
  transaction.sign(from);
  return t.connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true });
}

async function transfer(from: Keypair, to: Keypair, lamports: number): Promise<string> {
  const { blockhash } = await t.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to.publicKey, lamports }),
  );
  transaction.sign(from);
  return t.connection.sendRawTransaction(transaction.serialize());
}

const statusOf = async (signature: string) =>
  (await t.connection.getSignatureStatuses([signature])).value[0]?.confirmationStatus;

describe('PubSub per commitment', () => {
  it('answers a signatureSubscribe at confirmed to a landed transaction once it is on disk, its notification next', async () => {
    const ws = await openWsClient(t.chain.wsUrl);
    const signature = await failingTransfer(await t.fundedWallet());
    expect(await statusOf(signature)).toBe('processed');
    const { result: id } = await ws.call('signatureSubscribe', [signature, { commitment: 'confirmed' }]);
    // The reply waited for the disk (where confirmed is finalized: no forks): a status asked after it says so,
    // and the notification is the next message.
    expect(await statusOf(signature)).toBe('finalized');
    const notification = await ws.next(() => true);
    expect(notification).toMatchObject({ method: 'signatureNotification', params: { subscription: id } });
    expect(notification.params?.result.value).toEqual({
      err: { InstructionError: [0, { Custom: 1 }] },
    });
    ws.close();
  });

  it('web3.js confirmTransaction of a failed transaction answers its error instead of throwing it', async () => {
    const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
    const signature = await failingTransfer(await t.fundedWallet());
    const result = await t.connection.confirmTransaction(
      { signature, blockhash, lastValidBlockHeight },
      'confirmed',
    );
    expect(result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });

  it('tells account subscribers at processed when a transaction lands, at confirmed once it is on disk', async () => {
    const ws = await openWsClient(t.chain.wsUrl);
    const [from, to] = [await t.fundedWallet(), Keypair.generate()];
    const processed = await ws.call('accountSubscribe', [
      to.publicKey.toBase58(),
      { commitment: 'processed', encoding: 'base64' },
    ]);
    const confirmed = await ws.call('accountSubscribe', [
      to.publicKey.toBase58(),
      { commitment: 'confirmed', encoding: 'base64' },
    ]);
    const signature = await transfer(from, to, 1_000_000_000);
    const first: WsMessage = await ws.notification(processed.result as number);
    expect(first.params?.result.value).toMatchObject({ lamports: 1_000_000_000 });
    expect(await statusOf(signature)).toBe('processed');
    const second = await ws.notification(confirmed.result as number);
    expect(second.params?.result.value).toMatchObject({ lamports: 1_000_000_000 });
    expect(await statusOf(signature)).toBe('finalized');
    ws.close();
  });

  it('tells program subscribers at confirmed once the write is on disk', async () => {
    const ws = await openWsClient(t.chain.wsUrl);
    const [from, to] = [await t.fundedWallet(), Keypair.generate()];
    const subscribed = await ws.call('programSubscribe', [
      SystemProgram.programId.toBase58(),
      { commitment: 'confirmed', encoding: 'base64', filters: [{ dataSize: 0 }] },
    ]);
    const signature = await transfer(from, to, 2_000_000_000);
    const heard = await ws.next(
      (m) =>
        m.params?.subscription === subscribed.result &&
        (m.params?.result.value as { pubkey: string } | undefined)?.pubkey === to.publicKey.toBase58(),
    );
    expect(heard.method).toBe('programNotification');
    expect(await statusOf(signature)).toBe('finalized');
    ws.close();
  });
});
