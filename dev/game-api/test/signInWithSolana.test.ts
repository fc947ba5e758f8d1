import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import type { SignInInput } from '@companion/shared-state/schemas';
import { createTestWallet } from './support/testWallet';
import { postJson, startTestServer, type TestServer } from './support/testServer';

type Wallet = ReturnType<typeof createTestWallet>;

/**
 * What a wallet offering `solana:signIn` does with the input: it writes the message the Wallet Standard
 * way (filling in its own address when the input names none) and signs those bytes.
 */
function walletSignIn(wallet: Wallet, input: SignInInput, change: Partial<SignInInput> = {}) {
  const text = createSignInMessageText({ ...input, address: wallet.walletId, ...change });
  const bytes = new TextEncoder().encode(text);
  return {
    walletId: wallet.walletId,
    signature: bs58.encode(nacl.sign.detached(bytes, wallet.keypair.secretKey)),
    signedMessage: Buffer.from(bytes).toString('base64'),
  };
}

let server: TestServer;
let now = Date.parse('2026-05-01T10:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(async () => server.stop());

describe('Sign In With Solana (solana:signIn)', () => {
  it('issues the input with no address; one signature signs a new wallet up and in', async () => {
    const wallet = createTestWallet();
    const answer = await server.client().getSignInInput();
    expect(answer).not.toHaveProperty('verifiedAt');
    expect(answer.input).toEqual({
      domain: '127.0.0.1',
      statement: 'Sign in to the game companion app. This request does not send a transaction or cost a fee.',
      uri: 'http://127.0.0.1:3000',
      version: '1',
      chainId: 'localnet',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      issuedAt: '2026-05-01T10:00:00.000Z',
      expirationTime: expect.any(String),
    });
    const payload = walletSignIn(wallet, answer.input);
    expect((await postJson(`${server.authUrl}/sign-up`, payload)).status).toBe(200);
    const signedIn = await postJson(`${server.authUrl}/sign-in`, payload);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    // The same answer never signs in twice.
    expect(await postJson(`${server.authUrl}/sign-in`, payload)).toEqual({
      status: 401,
      body: { error: 'this signature was already used to sign in: request a new nonce' },
    });
  });

  it('sign-up and sign-in take their JSON as text/plain, which a browser sends with no preflight; no other route does', async () => {
    const wallet = createTestWallet();
    const { input } = await server.client().getSignInInput();
    const text = JSON.stringify(walletSignIn(wallet, input));
    const plain = { 'content-type': 'text/plain;charset=UTF-8' };
    expect((await postJson(`${server.authUrl}/sign-up`, text, plain)).status).toBe(200);
    const signedIn = await postJson(`${server.authUrl}/sign-in`, text, plain);
    expect(signedIn).toEqual({
      status: 200,
      body: { token: expect.any(String), expiresAt: expect.any(String) },
    });
    expect(await postJson(`${server.authUrl}/sign-in`, '{"walletId":', plain)).toEqual({
      status: 400,
      body: { error: 'request body must be a JSON object' },
    });
    // A route that takes the token, or any other, still wants JSON as JSON.
    const token = (signedIn.body as { token: string }).token;
    expect(
      await postJson(`${server.apiUrl}/p2e/withdraw`, JSON.stringify({ amount: '1' }), {
        ...plain,
        authorization: token,
      }),
    ).toEqual({ status: 415, body: { error: 'request body must be JSON (content-type: application/json)' } });
    expect(
      await postJson(`${server.authUrl}/sign-out`, '{}', { ...plain, authorization: token }),
    ).toMatchObject({
      status: 415,
    });
    // No such route: said so, whatever the body.
    expect(await postJson(`${server.authUrl}/no-such-route`, '{}', plain)).toEqual({
      status: 404,
      body: { error: 'no such route: POST /auth/no-such-route' },
    });
  });

  it('for a registered wallet: sign-up answers 409, and the same signature signs in', async () => {
    const { wallet } = await server.signedInWallet();
    const { input } = await server.client().getSignInInput();
    const payload = walletSignIn(wallet, input);
    expect((await postJson(`${server.authUrl}/sign-up`, payload)).status).toBe(409);
    expect((await postJson(`${server.authUrl}/sign-in`, payload)).status).toBe(200);
  });

  it('for a known wallet: the input names its address and says it is registered', async () => {
    const { wallet } = await server.signedInWallet();
    const answer = await server.client().getSignInInput(wallet.walletId);
    expect(answer.input.address).toBe(wallet.walletId);
    expect(answer.verifiedAt).toBe(new Date(now).toISOString());
    expect((await postJson(`${server.authUrl}/sign-in`, walletSignIn(wallet, answer.input))).status).toBe(
      200,
    );
    // Another wallet cannot answer an input issued to this one.
    const other = createTestWallet();
    const again = await server.client().getSignInInput(wallet.walletId);
    expect((await postJson(`${server.authUrl}/sign-up`, walletSignIn(other, again.input))).status).toBe(401);
  });

  it.each([
    ['statement', { statement: 'Sign in to something else.' }, 'statement "Sign in to something else."'],
    ['domain', { domain: 'evil.example' }, 'domain "evil.example", not "127.0.0.1"'],
    ['URI', { uri: 'https://evil.example' }, 'URI "https://evil.example", not "http://127.0.0.1:3000"'],
    ['chain', { chainId: 'mainnet' }, 'Chain ID "mainnet", not "localnet"'],
  ])('refuses a message whose %s the wallet changed, naming it', async (_field, change, reason) => {
    const wallet = createTestWallet();
    const { input } = await server.client().getSignInInput();
    const answer = await postJson(`${server.authUrl}/sign-up`, walletSignIn(wallet, input, change));
    expect(answer.status).toBe(401);
    expect((answer.body as { error: string }).error).toContain(reason);
  });

  it('refuses a nonce or issue time it did not issue, a wrong signature and bytes that are no message', async () => {
    const wallet = createTestWallet();
    const { input } = await server.client().getSignInInput();
    const notIssued = 'signature does not match a nonce issued to this wallet: request a new nonce';
    for (const change of [
      { nonce: 'ffffffffffffffffffffffffffffffff' },
      { issuedAt: '2026-05-01T09:59:00.000Z' },
    ]) {
      expect(await postJson(`${server.authUrl}/sign-up`, walletSignIn(wallet, input, change))).toEqual({
        status: 401,
        body: { error: notIssued },
      });
    }
    const signed = walletSignIn(wallet, input);
    const forged = { ...signed, signature: walletSignIn(createTestWallet(), input).signature };
    expect((await postJson(`${server.authUrl}/sign-up`, forged)).status).toBe(401);
    const garbage = { ...signed, signedMessage: Buffer.from('hello').toString('base64') };
    expect((await postJson(`${server.authUrl}/sign-up`, garbage)).status).toBe(401);
    // Still good after all that.
    expect((await postJson(`${server.authUrl}/sign-up`, signed)).status).toBe(200);
  });

  it('refuses an expired message', async () => {
    const wallet = createTestWallet();
    const { input } = await server.client().getSignInInput();
    now += 60 * 60 * 1000;
    const answer = await postJson(`${server.authUrl}/sign-up`, walletSignIn(wallet, input));
    expect(answer).toEqual({
      status: 401,
      body: { error: 'the signed message has expired: request a new nonce and sign again' },
    });
  });
});
