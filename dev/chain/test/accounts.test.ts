import fs from 'node:fs';
import path from 'node:path';
import { PublicKey } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID, getAccount, getAssociatedTokenAddressSync, getMint } from '@solana/spl-token';
import type { ParsedAccountData } from '@solana/web3.js';
import { startTestChain } from './support/testChain';
import type { TestChain } from './support/testChain';

jest.setTimeout(30_000);

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
});
afterAll(() => t.stop());

const mint = (symbol: 'DFL' | 'GOLDY' | 'USDC' | 'DFL_USDC') =>
  new PublicKey(t.chain.addresses.mints[symbol]);

describe('seeded game accounts', () => {
  it('writes addresses.json, stack-id and the authority keypair in the data directory', () => {
    const addresses = JSON.parse(fs.readFileSync(path.join(t.dataDir, 'addresses.json'), 'utf8')) as unknown;
    expect(addresses).toEqual(t.chain.addresses);
    expect(Object.keys(t.chain.addresses.mints)).toEqual(['DFL', 'GOLDY', 'USDC', 'DFL_USDC']);
    expect(fs.readFileSync(path.join(t.dataDir, 'stack-id'), 'utf8').trim()).toBe(t.chain.addresses.stackId);
    const secret = JSON.parse(
      fs.readFileSync(path.join(t.dataDir, 'game-authority.json'), 'utf8'),
    ) as number[];
    expect(secret).toHaveLength(64);
  });

  it('creates the four mints with their decimals, controlled by the game authority', async () => {
    const authority = new PublicKey(t.chain.addresses.authority);
    const decimals = { DFL: 9, GOLDY: 9, USDC: 6, DFL_USDC: 9 } as const;
    for (const [symbol, expected] of Object.entries(decimals) as [keyof typeof decimals, number][]) {
      const info = await getMint(t.connection, mint(symbol));
      expect(info.decimals).toBe(expected);
      expect(info.mintAuthority?.equals(authority)).toBe(true);
      expect(info.freezeAuthority?.equals(authority)).toBe(true);
    }
  });

  it("makes the vaults the authority's associated token accounts, with a float", async () => {
    const authority = new PublicKey(t.chain.addresses.authority);
    for (const symbol of ['DFL', 'GOLDY', 'USDC', 'DFL_USDC'] as const) {
      const vault = t.chain.addresses.vaults[symbol];
      expect(vault).toBe(getAssociatedTokenAddressSync(mint(symbol), authority).toBase58());
      const account = await getAccount(t.connection, new PublicKey(vault));
      expect(account.owner.equals(authority)).toBe(true);
      expect(account.amount).toBeGreaterThan(0n);
    }
  });
});

describe('account and token methods', () => {
  it('returns null for an unknown account and base64 data for a known one', async () => {
    expect(await t.connection.getAccountInfo(PublicKey.unique())).toBeNull();
    const info = await t.connection.getAccountInfo(mint('DFL'));
    expect(info?.owner.equals(TOKEN_PROGRAM_ID)).toBe(true);
    expect(info?.data).toHaveLength(82);
  });

  it('renders mints and token accounts as jsonParsed like a validator', async () => {
    const wallet = await t.fundedWallet();
    const ata = getAssociatedTokenAddressSync(mint('USDC'), wallet.publicKey);
    const parsedAccount = await t.connection.getParsedAccountInfo(ata);
    expect(parsedAccount.value?.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: mint('USDC').toBase58(),
          owner: wallet.publicKey.toBase58(),
          state: 'initialized',
          tokenAmount: { amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' },
        },
      },
      space: 165,
    });
    const parsedMint = await t.connection.getParsedAccountInfo(mint('USDC'));
    const data = parsedMint.value?.data as ParsedAccountData;
    expect(data.program).toBe('spl-token');
    expect(data.parsed).toMatchObject({
      type: 'mint',
      info: { decimals: 6, isInitialized: true, mintAuthority: t.chain.addresses.authority },
    });
    // Accounts no parser knows fall back to base64.
    const plain = await t.connection.getParsedAccountInfo(wallet.publicKey);
    expect(Buffer.isBuffer(plain.value?.data)).toBe(true);
  });

  it('answers getMultipleAccounts in base64 and jsonParsed', async () => {
    const keys = [mint('DFL'), PublicKey.unique(), new PublicKey(t.chain.addresses.vaults.DFL)];
    const raw = await t.connection.getMultipleAccountsInfo(keys);
    expect(raw.map((a) => a?.data.length ?? null)).toEqual([82, null, 165]);
    const parsed = await t.connection.getMultipleParsedAccounts(keys);
    expect(parsed.value.map((a) => (a?.data as ParsedAccountData | undefined)?.parsed?.type ?? null)).toEqual(
      ['mint', null, 'account'],
    );
  });

  it('lists token accounts by owner, by mint and by program id, raw and parsed', async () => {
    const wallet = await t.fundedWallet({ tokens: { DFL: 5, GOLDY: 6 } });
    const byProgram = await t.connection.getParsedTokenAccountsByOwner(wallet.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    });
    const amounts = Object.fromEntries(
      byProgram.value.map(({ account }) => {
        const info = (
          account.data.parsed as { info: { mint: string; tokenAmount: { uiAmountString: string } } }
        ).info;
        return [info.mint, info.tokenAmount.uiAmountString];
      }),
    );
    expect(amounts).toEqual({
      [mint('DFL').toBase58()]: '5',
      [mint('GOLDY').toBase58()]: '6',
      [mint('USDC').toBase58()]: '1000',
      [mint('DFL_USDC').toBase58()]: '100',
    });
    const byMint = await t.connection.getTokenAccountsByOwner(wallet.publicKey, { mint: mint('GOLDY') });
    expect(byMint.value).toHaveLength(1);
    expect(
      byMint.value[0]?.pubkey.equals(getAssociatedTokenAddressSync(mint('GOLDY'), wallet.publicKey)),
    ).toBe(true);
    expect(byMint.value[0]?.account.data).toHaveLength(165);
    await expect(
      t.connection.getTokenAccountsByOwner(wallet.publicKey, { mint: PublicKey.unique() }),
    ).rejects.toThrow(/could not find mint/);
  });

  it('answers getTokenAccountBalance and getTokenSupply', async () => {
    const wallet = await t.fundedWallet({ tokens: { DFL: '1.5' } });
    const balance = await t.connection.getTokenAccountBalance(
      getAssociatedTokenAddressSync(mint('DFL'), wallet.publicKey),
    );
    expect(balance.value).toEqual({
      amount: '1500000000',
      decimals: 9,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    });
    const supply = await t.connection.getTokenSupply(mint('DFL'));
    expect(supply.value.decimals).toBe(9);
    expect(BigInt(supply.value.amount)).toBeGreaterThanOrEqual(1_000_001_500_000_000n);
    await expect(t.connection.getTokenSupply(wallet.publicKey)).rejects.toThrow(/not a Token mint/);
    await expect(t.connection.getTokenAccountBalance(mint('DFL'))).rejects.toThrow(/not a Token account/);
  });

  it('filters getProgramAccounts with memcmp and dataSize', async () => {
    const wallet = await t.fundedWallet();
    const accounts = await t.connection.getProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: wallet.publicKey.toBase58() } }],
    });
    expect(accounts).toHaveLength(4);
  });
});
