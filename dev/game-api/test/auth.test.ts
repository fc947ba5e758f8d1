import Database from 'better-sqlite3';
import path from 'node:path';
import { GameApiError } from '@companion/shared-state/api';
import { nftListSchema, UPGRADE_STAT_LABELS } from '@companion/shared-state/schemas';
import { createTestWallet } from './support/testWallet';
import { getJson, postJson, startTestServer, TEST_MINTS, type TestServer } from './support/testServer';

describe('sign-in', () => {
  let clock = Date.now();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock, nonceTtlSeconds: 300, sessionTtlSeconds: 3600 });
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    clock = Date.now();
  });

  it('signs up and signs in with one signed nonce, then reads funds and NFTs through the shared client', async () => {
    const wallet = createTestWallet();
    const api = server.client();

    const first = await api.getNonce(wallet.walletId);
    expect(first.verifiedAt).toBeUndefined();
    expect(first.nonce).toContain('127.0.0.1 wants you to sign in');
    expect(first.nonce).toContain(wallet.walletId);
    expect(first.nonce).toMatch(/Nonce: [0-9a-f]{32}/);
    expect(first.nonce).toMatch(/Expiration Time: \d{4}-\d\d-\d\dT/);

    const signature = wallet.signMessage(first.nonce);
    const signedUp = await api.signUp({ walletId: wallet.walletId, signature });
    expect(signedUp.walletId).toBe(wallet.walletId);
    const { token } = await api.signIn({ walletId: wallet.walletId, signature });
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const session = server.client(token);
    expect(await session.getFunds()).toEqual([
      { mint: TEST_MINTS.GOLDY, amount: '1000' },
      { mint: TEST_MINTS.DFL, amount: '500' },
      { mint: 'DefaultTicket', amount: '5' },
      { mint: 'GoldenTicket', amount: '1' },
    ]);
    const p2e = await session.getNfts('p2e');
    const f2p = await session.getNfts('f2p');
    // p2e starter NFTs come only with the local stack's flag (docs/game-api.md, "Starter set").
    expect(nftListSchema.parse(p2e)).toEqual([]);
    expect(nftListSchema.parse(f2p).length).toBeGreaterThan(0);
    expect(f2p.map((nft) => nft.kind)).toEqual(expect.arrayContaining(['tool', 'pet']));
    expect(Object.keys(f2p[0]?.stats ?? {}).sort()).toEqual(Object.keys(UPGRADE_STAT_LABELS).sort());

    const again = await api.getNonce(wallet.walletId);
    expect(again.verifiedAt).toBe(signedUp.verifiedAt);
    const second = await api.signIn({
      walletId: wallet.walletId,
      signature: wallet.signMessage(again.nonce),
    });
    expect(second.token).not.toBe(token);
  });

  it('refuses a signature by another key or over other text with 401', async () => {
    const wallet = createTestWallet();
    const { nonce } = await server.client().getNonce(wallet.walletId);
    const stranger = createTestWallet();
    for (const signature of [stranger.signMessage(nonce), wallet.signMessage(`${nonce}!`)]) {
      const answer = await postJson(`${server.authUrl}/sign-up`, { walletId: wallet.walletId, signature });
      expect(answer).toEqual({
        status: 401,
        body: { error: expect.stringContaining('does not match a nonce') },
      });
    }
  });

  it('accepts a signed nonce once for sign-up and once for sign-in; replays get 401', async () => {
    const wallet = createTestWallet();
    const { nonce } = await server.client().getNonce(wallet.walletId);
    const payload = { walletId: wallet.walletId, signature: wallet.signMessage(nonce) };

    expect((await postJson(`${server.authUrl}/sign-up`, payload)).status).toBe(200);
    expect(await postJson(`${server.authUrl}/sign-up`, payload)).toEqual({
      status: 401,
      body: { error: 'this signature was already used to sign up: request a new nonce' },
    });
    const signedIn = await postJson(`${server.authUrl}/sign-in`, payload);
    expect(signedIn.status).toBe(200);
    // The answer says when the token stops working (SESSION_TTL_SECONDS after sign-in), beside the token.
    expect(signedIn.body).toEqual({
      token: expect.any(String),
      expiresAt: new Date(clock + 3_600_000).toISOString(),
    });
    expect(await postJson(`${server.authUrl}/sign-in`, payload)).toEqual({
      status: 401,
      body: { error: 'this signature was already used to sign in: request a new nonce' },
    });
  });

  it('answers concurrent replays of one signature with exactly one token', async () => {
    const { wallet } = await server.signedInWallet();
    const { nonce } = await server.client().getNonce(wallet.walletId);
    const payload = { walletId: wallet.walletId, signature: wallet.signMessage(nonce) };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postJson(`${server.authUrl}/sign-in`, payload)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(19);
  });

  it('refuses a nonce signed after it expired (5 minutes)', async () => {
    const wallet = createTestWallet();
    const { nonce } = await server.client().getNonce(wallet.walletId);
    clock += 300_000;
    const answer = await postJson(`${server.authUrl}/sign-up`, {
      walletId: wallet.walletId,
      signature: wallet.signMessage(nonce),
    });
    expect(answer).toEqual({
      status: 401,
      body: { error: 'the nonce has expired: request a new one and sign again' },
    });
  });

  it('refuses sign-in of an unregistered wallet with 401, and a second registration with 409', async () => {
    const wallet = createTestWallet();
    const api = server.client();
    const { nonce } = await api.getNonce(wallet.walletId);
    const signIn = api.signIn({ walletId: wallet.walletId, signature: wallet.signMessage(nonce) });
    await expect(signIn).rejects.toMatchObject({
      status: 401,
      message: 'this wallet is not registered: sign up first',
    });

    const { wallet: registered } = await server.signedInWallet();
    const fresh = await api.getNonce(registered.walletId);
    const signUp = api.signUp({
      walletId: registered.walletId,
      signature: registered.signMessage(fresh.nonce),
    });
    await expect(signUp).rejects.toMatchObject({ status: 409 });
  });

  it('answers bad input with 400 naming the field', async () => {
    const wallet = createTestWallet();
    expect(await getJson(`${server.authUrl}/not-a-key/nonce`)).toEqual({
      status: 400,
      body: { error: 'walletId must be a base58 public key (32 bytes)' },
    });
    expect(await postJson(`${server.authUrl}/sign-in`, { walletId: wallet.walletId })).toEqual({
      status: 400,
      body: { error: 'signature must be a base58 ed25519 signature (64 bytes) or a signed memo transaction' },
    });
    expect(await postJson(`${server.authUrl}/sign-in`, { walletId: 'O0Il', signature: '1' })).toEqual({
      status: 400,
      body: { error: 'walletId must be a base58 public key (32 bytes)' },
    });
    expect(
      await postJson(`${server.authUrl}/sign-in`, { walletId: wallet.walletId, signature: 'abc' }),
    ).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^signature must be/) },
    });
    expect(await postJson(`${server.authUrl}/sign-in`, '{not json')).toEqual({
      status: 400,
      body: { error: expect.stringContaining('not valid JSON') },
    });
    expect(await postJson(`${server.authUrl}/sign-in`, [1, 2])).toEqual({
      status: 400,
      body: { error: 'request body must be a JSON object' },
    });
  });

  it('expires sessions, revokes them on sign-out, and stores only their hash', async () => {
    const { token } = await server.signedInWallet();
    const api = server.client(token);
    await expect(api.getFunds()).resolves.toHaveLength(4);

    const db = new Database(path.join(server.dataDir, 'game.sqlite'), { readonly: true });
    const hashes = db.prepare('SELECT token_hash FROM sessions').pluck().all();
    db.close();
    expect(hashes).not.toContain(token);
    expect(hashes.length).toBeGreaterThan(0);

    clock += 3600_000;
    await expect(api.getFunds()).rejects.toMatchObject({ status: 401 });
    clock = Date.now();

    const { token: other } = await server.signedInWallet();
    const otherApi = server.client(other);
    await expect(otherApi.signOut()).resolves.toEqual({ signedOut: true });
    const afterSignOut = otherApi.getFunds();
    await expect(afterSignOut).rejects.toBeInstanceOf(GameApiError);
    await expect(afterSignOut).rejects.toMatchObject({ status: 401 });
  });
});
