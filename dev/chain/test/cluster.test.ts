import { LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { startTestChain } from './support/testChain';
import type { TestChain } from './support/testChain';

jest.setTimeout(30_000);

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
});
afterAll(() => t.stop());

describe('node and cluster methods through web3.js Connection', () => {
  it('answers getHealth, getVersion, getGenesisHash', async () => {
    expect(await t.rpc('getHealth')).toBe('ok');
    const health = await fetch(`${t.chain.rpcUrl}/health`);
    expect(await health.text()).toBe('ok');
    const version = await t.connection.getVersion();
    expect(typeof version['solana-core']).toBe('string');
    const genesis = await t.connection.getGenesisHash();
    expect(genesis).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('accepts every commitment for getSlot and getBlockHeight', async () => {
    for (const commitment of ['processed', 'confirmed', 'finalized'] as const) {
      expect(await t.connection.getSlot(commitment)).toBeGreaterThan(0);
      expect(await t.connection.getBlockHeight(commitment)).toBeGreaterThanOrEqual(0);
    }
    const epoch = await t.connection.getEpochInfo();
    expect(epoch.absoluteSlot).toBe(epoch.epoch * epoch.slotsInEpoch + epoch.slotIndex);
  });

  it('issues blockhashes valid for 150 blocks and advances slot and blockhash with each transaction', async () => {
    const before = await t.connection.getLatestBlockhash('confirmed');
    const height = await t.connection.getBlockHeight();
    expect(before.lastValidBlockHeight).toBeGreaterThanOrEqual(height + 149);
    expect(await t.connection.isBlockhashValid(before.blockhash)).toMatchObject({ value: true });
    expect((await t.connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(false);

    const slot = await t.connection.getSlot('processed');
    await t.fundedWallet({ sol: 1, tokens: { DFL: 0, GOLDY: 0, USDC: 0, DFL_USDC: 0 } });
    expect(await t.connection.getSlot('processed')).toBeGreaterThan(slot);
    const after = await t.connection.getLatestBlockhash();
    expect(after.blockhash).not.toBe(before.blockhash);
    // An earlier blockhash stays usable.
    expect((await t.connection.isBlockhashValid(before.blockhash)).value).toBe(true);
  });

  it('advances block height with wall-clock time', async () => {
    const height = await t.connection.getBlockHeight();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await t.connection.getBlockHeight()).toBeGreaterThan(height);
  });

  it('answers getMinimumBalanceForRentExemption and getFeeForMessage', async () => {
    expect(await t.connection.getMinimumBalanceForRentExemption(165)).toBe(2039280);
    expect(await t.connection.getMinimumBalanceForRentExemption(0)).toBe(890880);
    const payer = await t.fundedWallet({ sol: 1 });
    const { blockhash } = await t.connection.getLatestBlockhash();
    const message = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }))
      .compileMessage();
    expect((await t.connection.getFeeForMessage(message)).value).toBe(5000);
  });

  it('airdrops with requestAirdrop and reports the balance', async () => {
    const wallet = (await t.fundedWallet({ sol: 0, tokens: { DFL: 0, GOLDY: 0, USDC: 0, DFL_USDC: 0 } }))
      .publicKey;
    expect(await t.connection.getBalance(wallet)).toBe(0);
    const signature = await t.connection.requestAirdrop(wallet, 2 * LAMPORTS_PER_SOL);
    const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
    await t.connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed');
    expect(await t.connection.getBalance(wallet, 'finalized')).toBe(2 * LAMPORTS_PER_SOL);
  });
});
