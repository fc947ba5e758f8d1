import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Keypair, PublicKey } from '@solana/web3.js';
import type { ParsedAccountData } from '@solana/web3.js';
import { MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { parseAccountFile, readAccountDir } from '../src/genesis/accountFiles';
import { startChain } from '../src/server';
import { startTestChain, tempDataDir } from './support/testChain';

jest.setTimeout(30_000);

/** A legacy SPL mint as `solana account <mint> --output json` writes it. */
function mintFile(mint: PublicKey, authority: PublicKey) {
  const data = Buffer.alloc(MINT_SIZE);
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: authority,
      supply: 11_000n,
      decimals: 2,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    data,
  );
  return {
    pubkey: mint.toBase58(),
    account: {
      lamports: 1461600,
      data: [data.toString('base64'), 'base64'],
      owner: TOKEN_PROGRAM_ID.toBase58(),
      executable: false,
      rentEpoch: 0,
      space: MINT_SIZE,
    },
  };
}

function accountDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-chain-accounts-'));
  for (const [name, json] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), JSON.stringify(json));
  return dir;
}

describe('account files a new chain starts with', () => {
  it('starts a new chain with every account of the folder, as a test validator does; a restored one keeps its own', async () => {
    const [mint, authority] = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const dir = accountDir({ 'mint.json': mintFile(mint, authority), 'notes.txt': 'not an account' });
    const t = await startTestChain({ accountDir: dir });
    const parsed = (await t.connection.getParsedAccountInfo(mint)).value?.data as ParsedAccountData;
    expect(parsed.parsed).toMatchObject({
      type: 'mint',
      info: { supply: '11000', decimals: 2, mintAuthority: authority.toBase58() },
    });
    expect((await t.connection.getTokenSupply(mint)).value.uiAmountString).toBe('110');
    await t.stop({ keepData: true });

    // Restored from its data directory, the chain keeps the accounts it holds (the supply it has now).
    const other = mintFile(mint, authority);
    other.account.data = [Buffer.alloc(MINT_SIZE).toString('base64'), 'base64'];
    fs.writeFileSync(path.join(dir, 'mint.json'), JSON.stringify(other));
    const again = await startTestChain({ dataDir: t.dataDir, accountDir: dir });
    expect((await again.connection.getTokenSupply(mint)).value.amount).toBe('11000');
    await again.stop();
  });

  it('reads the folder before anything starts: a wrong file stops the start, naming it and what is wrong', async () => {
    const dir = accountDir({ 'bad.json': { pubkey: 'nope', account: {} } });
    await expect(
      startChain({ dataDir: tempDataDir(), rpcPort: 0, wsPort: 0, accountDir: dir }),
    ).rejects.toThrow(`${path.join(dir, 'bad.json')}: pubkey is not an address`);
  });

  it('checks each field of an account file', () => {
    const good = mintFile(Keypair.generate().publicKey, Keypair.generate().publicKey);
    expect(parseAccountFile('f.json', good)).toMatchObject({
      lamports: 1461600n,
      executable: false,
      rentEpoch: 0n,
    });
    expect(() => parseAccountFile('f.json', { ...good, account: { ...good.account, lamports: -1 } })).toThrow(
      'f.json: account.lamports is not a whole number',
    );
    expect(() =>
      parseAccountFile('f.json', { ...good, account: { ...good.account, data: ['AA==', 'base32'] } }),
    ).toThrow('f.json: account.data\'s encoding "base32" is not base64 or base58');
    expect(() => parseAccountFile('f.json', { ...good, account: { ...good.account, owner: 'x' } })).toThrow(
      'f.json: account.owner is not an address',
    );
    expect(readAccountDir(accountDir({}))).toEqual([]);
  });
});
