import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { startTestChain } from './support/testChain';
import type { RpcErrorBody, TestChain } from './support/testChain';

jest.setTimeout(30_000);

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
});
afterAll(() => t.stop());

interface Reply {
  jsonrpc: string;
  id: number | string | null;
  result?: unknown;
  error?: RpcErrorBody;
}

async function call(method: unknown, params?: unknown): Promise<Reply> {
  const { body } = await t.post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
  return body as Reply;
}

async function errorOf(method: string, params?: unknown): Promise<RpcErrorBody | undefined> {
  return (await call(method, params)).error;
}

describe('bad input never crashes the server', () => {
  afterEach(async () => {
    expect(await t.rpc('getHealth')).toBe('ok');
  });

  it('answers malformed JSON with -32700', async () => {
    const { status, body } = await t.post('{"jsonrpc":"2.0","id":1,"method":');
    expect(status).toBe(200);
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    expect((body as Reply).error?.message).toMatch(/^Parse error/);
  });

  it('answers an unknown method with -32601 naming it', async () => {
    expect(await errorOf('getEverything')).toEqual({
      code: -32601,
      message: 'Method not found: getEverything',
    });
    expect(await errorOf('toString')).toMatchObject({ code: -32601 });
  });

  it('answers requests that are not JSON-RPC with -32600', async () => {
    for (const body of [
      '42',
      '"text"',
      '{"id":1,"method":"getSlot"}',
      '{"jsonrpc":"2.0","id":1,"method":7}',
      '[]',
    ]) {
      const reply = (await t.post(body)).body;
      const error = Array.isArray(reply) ? (reply[0] as Reply).error : (reply as Reply).error;
      expect(error?.code).toBe(-32600);
    }
  });

  it.each([
    ['getBalance', [42], /account address must be a base58 public key/],
    ['getBalance', ['0OIl'], /not valid base58/],
    ['getBalance', ['abc'], /not a 32-byte public key/],
    ['getBalance', { address: 'x' }, /params must be an array/],
    ['getBalance', [PublicKey.default.toBase58(), { commitment: 'soon' }], /commitment must be one of/],
    ['getBalance', [PublicKey.default.toBase58(), 'confirmed'], /configuration parameter must be an object/],
    ['getAccountInfo', [PublicKey.default.toBase58(), { encoding: 'xml' }], /encoding must be one of/],
    ['getAccountInfo', [PublicKey.default.toBase58(), { encoding: 'base64+zstd' }], /not supported/],
    ['getMultipleAccounts', ['not-an-array'], /must be an array of addresses/],
    ['getMultipleAccounts', [Array.from({ length: 101 }, () => PublicKey.default.toBase58())], /max 100/],
    ['getMinimumBalanceForRentExemption', ['165'], /account data length must be an integer/],
    ['getSignatureStatuses', ['sig'], /array of signatures/],
    ['getTransaction', ['short'], /not a 64-byte signature/],
    ['getTransaction', ['1'.repeat(64), { commitment: 'processed' }], /below `confirmed`/],
    ['getSignaturesForAddress', [PublicKey.default.toBase58(), { limit: 5000 }], /limit must be an integer/],
    ['getTokenAccountsByOwner', [PublicKey.default.toBase58(), {}], /exactly one of mint or programId/],
    [
      'getTokenAccountsByOwner',
      [PublicKey.default.toBase58(), { programId: PublicKey.default.toBase58() }],
      /unrecognized Token program/,
    ],
    ['sendTransaction', ['not base64!', { encoding: 'base64' }], /not valid base64/],
    ['sendTransaction', ['AQID', { encoding: 'base64' }], /failed to deserialize/],
    ['sendTransaction', [Buffer.alloc(2000, 1).toString('base64'), { encoding: 'base64' }], /too large/],
    ['sendTransaction', ['0OIl'], /not valid base58/],
    ['sendTransaction', [12], /must be an encoded string/],
    ['simulateTransaction', ['AA==', { encoding: 'base64' }], /failed to deserialize|no signatures/],
    ['requestAirdrop', [PublicKey.default.toBase58(), -5], /lamports must be an integer/],
    ['getFeeForMessage', ['!!!'], /not a base64 transaction message/],
    ['getLatestBlockhash', [{ minContextSlot: 'x' }], /minContextSlot must be an integer/],
  ])('answers %s with bad params with -32602 (%#)', async (method, params, message) => {
    const error = await errorOf(method, params);
    expect(error?.code).toBe(-32602);
    expect(error?.message).toMatch(message);
  });

  it('rejects random bytes that look like a transaction without crashing', async () => {
    for (let i = 0; i < 20; i += 1) {
      const bytes = Buffer.from(Keypair.generate().secretKey);
      bytes[0] = 1; // one signature, then garbage
      const error = await errorOf('sendTransaction', [
        Buffer.concat([bytes, bytes, bytes]).toString('base64'),
        { encoding: 'base64' },
      ]);
      expect(error?.code).toBe(-32602);
    }
  });

  it('handles a batch, answering each request in order', async () => {
    const { body } = await t.post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
        { jsonrpc: '2.0', id: 'c', method: 'getBalance', params: [1] },
        { jsonrpc: '2.0', method: 'getHealth' },
        'junk',
      ]),
    );
    expect(body).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'ok' },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found: nope' } },
      { jsonrpc: '2.0', id: 'c', error: expect.objectContaining({ code: -32602 }) },
      { jsonrpc: '2.0', id: null, error: expect.objectContaining({ code: -32600 }) },
    ]);
  });

  it('sends nothing back for a notification', async () => {
    const { status, body } = await t.post(JSON.stringify({ jsonrpc: '2.0', method: 'getHealth' }));
    expect(status).toBe(204);
    expect(body).toBeUndefined();
  });

  it('refuses oversized bodies and other HTTP methods', async () => {
    const big = await t.post(`"${'x'.repeat(1_100_000)}"`);
    expect(big.status).toBe(413);
    const get = await fetch(t.chain.rpcUrl);
    expect(get.status).toBe(405);
  });

  it('reports a transaction that fails for lack of funds without landing it', async () => {
    const payer = Keypair.generate();
    const { blockhash } = await t.connection.getLatestBlockhash();
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: PublicKey.unique(), lamports: 1 }),
    );
    transaction.sign(payer);
    await expect(t.connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      /no record of a prior credit/,
    );
  });
});

describe('CORS and the faucet', () => {
  const preflight = (origin: string) =>
    fetch(t.chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    });

  it('allows local pages and no others', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3002']) {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type,solana-client');
    }
    expect((await preflight('https://example.com')).headers.get('access-control-allow-origin')).toBeNull();
    const { headers } = await t.post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }), {
      origin: 'http://localhost:3000',
    });
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  const faucet = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.chain.rpcUrl}/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('funds a wallet with the default grant', async () => {
    const owner = Keypair.generate().publicKey;
    const response = await faucet(JSON.stringify({ owner: owner.toBase58() }));
    expect(response.status).toBe(200);
    const { signatures } = (await response.json()) as { signatures: string[] };
    expect(signatures).toHaveLength(2);
    expect(await t.connection.getBalance(owner)).toBe(10_000_000_000);
    const tokens = await t.connection.getParsedTokenAccountsByOwner(owner, {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    });
    const byMint = Object.fromEntries(
      tokens.value.map(({ account }) => {
        const info = account.data.parsed.info as { mint: string; tokenAmount: { uiAmountString: string } };
        return [info.mint, info.tokenAmount.uiAmountString];
      }),
    );
    const { mints } = t.chain.addresses;
    expect(byMint).toEqual({
      [mints.DFL]: '1000',
      [mints.GOLDY]: '1000',
      [mints.USDC]: '1000',
      [mints.DFL_USDC]: '100',
    });
  });

  it.each([
    ['not json', /not valid JSON/],
    ['[]', /expected a JSON object/],
    ['{"owner":"nope"}', /not a valid base58 public key/],
    [`{"owner":"${PublicKey.default.toBase58()}","tokens":{"BTC":1}}`, /unknown token "BTC"/],
    [`{"owner":"${PublicKey.default.toBase58()}","tokens":{"USDC":0.0000001}}`, /more than 6 decimal places/],
    [`{"owner":"${PublicKey.default.toBase58()}","sol":-1}`, /sol must be a number/],
  ])('refuses a bad request %s with 400', async (body, message) => {
    const response = await faucet(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('refuses pages from other origins', async () => {
    const response = await faucet(JSON.stringify({ owner: PublicKey.default.toBase58() }), {
      origin: 'https://example.com',
    });
    expect(response.status).toBe(403);
  });
});
