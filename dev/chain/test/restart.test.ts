import fs from 'node:fs';
import path from 'node:path';
import {
  AddressLookupTableProgram,
  Keypair,
  PublicKey,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';
import {
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { startChain } from '../src/server';
import { resetDataDir } from '../src/state/resetDataDir';
import { eventually, startTestChain, tempDataDir } from './support/testChain';

jest.setTimeout(30_000);

const readStackId = (dataDir: string) => fs.readFileSync(path.join(dataDir, 'stack-id'), 'utf8').trim();

async function transfer(
  t: Awaited<ReturnType<typeof startTestChain>>,
  from: Keypair,
  to: PublicKey,
  amount: bigint,
) {
  const mint = new PublicKey(t.chain.addresses.mints.GOLDY);
  const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from.publicKey, blockhash, lastValidBlockHeight }).add(
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, from.publicKey),
      mint,
      getAssociatedTokenAddressSync(mint, to),
      from.publicKey,
      amount,
      9,
    ),
  );
  transaction.sign(from);
  const signature = await t.connection.sendRawTransaction(transaction.serialize());
  await t.connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  return signature;
}

describe('state across restarts', () => {
  it('keeps accounts, history, mints and the stack id after a restart', async () => {
    const first = await startTestChain();
    const [from, to] = [await first.fundedWallet(), await first.fundedWallet()];
    const signature = await transfer(first, from, to.publicKey, 250_000_000_000n);
    const slot = await first.connection.getSlot();
    const { addresses } = first.chain;
    await first.stop({ keepData: true });

    const second = await startTestChain({ dataDir: first.dataDir });
    try {
      expect(second.chain.addresses).toEqual(addresses);
      expect(readStackId(second.dataDir)).toBe(addresses.stackId);
      const mint = new PublicKey(addresses.mints.GOLDY);
      const toAccount = await getAccount(
        second.connection,
        getAssociatedTokenAddressSync(mint, to.publicKey),
      );
      expect(toAccount.amount).toBe(1_250_000_000_000n);
      expect(await second.connection.getSlot()).toBeGreaterThanOrEqual(slot);
      const tx = await second.connection.getParsedTransaction(signature, {
        maxSupportedTransactionVersion: 0,
      });
      expect(tx?.meta?.err).toBeNull();
      expect((await second.connection.getSignaturesForAddress(from.publicKey))[0]?.signature).toBe(signature);
      // The seed ran again but found everything: the vault float was not minted twice.
      const vault = await getAccount(second.connection, new PublicKey(addresses.vaults.GOLDY));
      expect(vault.amount).toBe(1_000_000_000_000_000n);
      // And the chain keeps working.
      await transfer(second, to, from.publicKey, 1n);
    } finally {
      await second.stop();
    }
  });

  it('starts its block ledger at the restart, and keeps SlotHashes so an earlier recent slot still works', async () => {
    const first = await startTestChain();
    const payer = await first.fundedWallet({ sol: 2 });
    const recentSlot = await first.connection.getSlot('finalized');
    const before = await first.connection.getBlock(recentSlot, { maxSupportedTransactionVersion: 0 });
    await first.stop({ keepData: true });

    const second = await startTestChain({ dataDir: first.dataDir });
    try {
      const firstBlock = await second.connection.getFirstAvailableBlock();
      expect(firstBlock).toBeGreaterThan(recentSlot);
      await expect(second.connection.getBlock(recentSlot)).rejects.toThrow(
        `Block ${recentSlot} cleaned up, does not exist on node. First available block: ${firstBlock}`,
      );
      // The first block after the restart links to the last slot before it.
      const block = await eventually(async () =>
        second.connection.getBlock(firstBlock, { maxSupportedTransactionVersion: 0 }).catch(() => undefined),
      );
      expect(block?.parentSlot).toBe(firstBlock - 1);
      const [create] = AddressLookupTableProgram.createLookupTable({
        recentSlot,
        authority: payer.publicKey,
        payer: payer.publicKey,
      });
      await sendAndConfirmTransaction(second.connection, new Transaction().add(create), [payer]);
      expect(before?.blockhash).toBeTruthy();
    } finally {
      await second.stop();
    }
  });

  it('snapshots soon after each change, so a crash loses at most the last moment', async () => {
    const t = await startTestChain();
    try {
      const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
      const signature = await transfer(t, from, to.publicKey, 1n);
      const snapshot = path.join(t.dataDir, 'chain', 'state.bin');
      await eventually(() => (fs.readFileSync(snapshot).includes(signature) ? true : undefined));
      // Copy the directory as a crash would leave it (the dead process's lock is simply taken over).
      const copy = tempDataDir();
      fs.cpSync(t.dataDir, copy, { recursive: true });
      fs.rmSync(path.join(copy, 'chain', 'server.pid'));
      const restored = await startTestChain({ dataDir: copy });
      expect((await restored.connection.getSignatureStatus(signature)).value?.err).toBeNull();
      await restored.stop();
    } finally {
      await t.stop();
    }
  });

  it('refuses a second chain on the same data directory', async () => {
    const t = await startTestChain();
    try {
      await expect(startChain({ dataDir: t.dataDir, rpcPort: 0, wsPort: 0 })).rejects.toThrow(
        /another chain/,
      );
      expect(() => resetDataDir(t.dataDir)).toThrow(/stop the stack/);
    } finally {
      await t.stop({ keepData: true });
    }
    resetDataDir(t.dataDir);
    expect(fs.existsSync(t.dataDir)).toBe(false);
  });

  it('starts a new stack (new id, new mints) when the chain state is gone, so the game data cannot be reused', async () => {
    const first = await startTestChain();
    const { addresses } = first.chain;
    await first.stop({ keepData: true });
    fs.rmSync(path.join(first.dataDir, 'chain'), { recursive: true });

    const second = await startTestChain({ dataDir: first.dataDir });
    try {
      expect(second.chain.addresses.stackId).not.toBe(addresses.stackId);
      expect(readStackId(second.dataDir)).toBe(second.chain.addresses.stackId);
      expect(second.chain.addresses.mints.DFL).not.toBe(addresses.mints.DFL);
      // Same authority keypair file, so the game server keeps its key.
      expect(second.chain.addresses.authority).toBe(addresses.authority);
    } finally {
      await second.stop();
    }
  });

  it('refuses to start when game-authority.json no longer controls the mints', async () => {
    const first = await startTestChain();
    await first.stop({ keepData: true });
    fs.writeFileSync(
      path.join(first.dataDir, 'game-authority.json'),
      JSON.stringify([...Keypair.generate().secretKey]),
    );
    await expect(startChain({ dataDir: first.dataDir, rpcPort: 0, wsPort: 0 })).rejects.toThrow(
      /not by the game authority/,
    );
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });
});
