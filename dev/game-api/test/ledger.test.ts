import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { Keypair, SystemProgram } from '@solana/web3.js';
import { createTestWallet, MEMO_V1, type MemoOptions, type TestWallet } from './support/testWallet';
import { postJson, startTestServer, type TestServer } from './support/testServer';

/** The Ledger form: a signed memo transaction carrying the nonce text, never sent to chain. */
describe('sign-in with a Ledger memo transaction', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  async function newNonce() {
    const wallet = createTestWallet();
    const { nonce } = await server.client().getNonce(wallet.walletId);
    return { wallet, nonce };
  }

  it.each<[string, MemoOptions]>([
    ['memo v3', {}],
    ['memo v1 with a compute budget instruction', { memoProgram: MEMO_V1, withComputeBudget: true }],
  ])('signs up and in with %s', async (_name, options) => {
    const { wallet, nonce } = await newNonce();
    const api = server.client();
    const signature = wallet.signMemo(nonce, options);
    await api.signUp({ walletId: wallet.walletId, signature });
    const { token } = await api.signIn({ walletId: wallet.walletId, signature });
    await expect(server.client(token).getFunds()).resolves.toHaveLength(4);
    await expect(api.signIn({ walletId: wallet.walletId, signature })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a memo changed after signing', async () => {
    const { wallet, nonce } = await newNonce();
    const bytes = Buffer.from(bs58.decode(wallet.signMemo(nonce)));
    // Change one character of the nonce inside the signed message, as a man in the middle would.
    const at = bytes.indexOf(Buffer.from('Nonce: ', 'utf8')) + 'Nonce: '.length;
    bytes[at] = bytes[at] === 0x30 ? 0x31 : 0x30;
    const answer = await postJson(`${server.authUrl}/sign-up`, {
      walletId: wallet.walletId,
      signature: bs58.encode(bytes),
    });
    expect(answer).toEqual({
      status: 401,
      body: { error: 'the memo transaction is not signed by the wallet' },
    });
  });

  it('refuses a memo of other text, another fee payer, another signer or an extra instruction', async () => {
    const { wallet, nonce } = await newNonce();
    const other = Keypair.generate();
    const cases: [string, string][] = [
      [
        wallet.signMemo(`${nonce} `),
        'signature does not match a nonce issued to this wallet: request a new nonce',
      ],
      [
        wallet.signMemo(nonce, { feePayer: other.publicKey, signers: [other, wallet.keypair] }),
        'the memo transaction must be paid by the signing wallet',
      ],
      [forgeMemo(wallet, nonce, other), 'the memo transaction is not signed by the wallet'],
      [
        wallet.signMemo(nonce, {
          extraInstruction: SystemProgram.transfer({
            fromPubkey: wallet.keypair.publicKey,
            toPubkey: other.publicKey,
            lamports: 1,
          }),
        }),
        'the memo transaction must hold exactly one memo instruction and nothing else',
      ],
    ];
    for (const [signature, error] of cases) {
      const answer = await postJson(`${server.authUrl}/sign-up`, { walletId: wallet.walletId, signature });
      expect(answer).toEqual({ status: 401, body: { error } });
    }
  });

  it('answers 400 when the signature decodes to neither form', async () => {
    const { wallet } = await newNonce();
    const garbage = bs58.encode(Buffer.alloc(200, 7));
    const answer = await postJson(`${server.authUrl}/sign-in`, {
      walletId: wallet.walletId,
      signature: garbage,
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'signature must be a base58 ed25519 signature (64 bytes) or a signed memo transaction' },
    });
  });
});

/** The wallet's memo transaction with another key's signature in the wallet's place. */
function forgeMemo(wallet: TestWallet, text: string, forger: Keypair): string {
  const transaction = wallet.memoTransaction(text);
  const signature = nacl.sign.detached(transaction.serializeMessage(), forger.secretKey);
  transaction.addSignature(wallet.keypair.publicKey, Buffer.from(signature));
  return bs58.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }));
}
