/**
 * Conformance: @solana/kit driving the local chain through its own RPC and subscription clients. Each `it` is
 * one step; later steps reuse what earlier ones created.
 */
import {
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  decompileTransactionMessageFetchingLookupTables,
  estimateResourceLimitsFactory,
  fetchAddressesForLookupTables,
  fetchEncodedAccount,
  fetchJsonParsedAccount,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  compileTransaction,
} from '@solana/kit';
import type { Address, KeyPairSigner, Signature } from '@solana/kit';
import { AddressLookupTableProgram, Keypair, PublicKey } from '@solana/web3.js';
import { approve, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { startTestChain } from '../support/testChain';
import type { TestChain } from '../support/testChain';
import {
  confirmWithKit,
  firstNotification,
  fromWeb3,
  kitClients,
  memoInstruction,
  sendWithKit,
  SYSTEM_PROGRAM,
  transferInstruction,
} from './kitClient';
import type { KitRpc, KitSubscriptions } from './kitClient';

const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

let t: TestChain;
let rpc: KitRpc;
let subscriptions: KitSubscriptions;
let payer: KeyPairSigner;
let transferSignature: Signature;
let transferSlot: bigint;

beforeAll(async () => {
  t = await startTestChain();
  ({ rpc, subscriptions } = kitClients(t.chain.rpcUrl, t.chain.wsUrl));
  payer = await createKeyPairSignerFromBytes(Keypair.generate().secretKey);
  await t.rpc('requestAirdrop', [payer.address, 100_000_000_000]);
});
afterAll(() => t.stop());

describe('kit: node and cluster', () => {
  it('getHealth', async () => {
    expect(await rpc.getHealth().send()).toBe('ok');
  });

  it('getVersion', async () => {
    expect((await rpc.getVersion().send())['solana-core']).toEqual(expect.any(String));
  });

  it('getGenesisHash', async () => {
    expect(await rpc.getGenesisHash().send()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('getIdentity', async () => {
    expect((await rpc.getIdentity().send()).identity).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('getSlot per commitment (finalized never ahead of processed)', async () => {
    const finalized = await rpc.getSlot({ commitment: 'finalized' }).send();
    const processed = await rpc.getSlot({ commitment: 'processed' }).send();
    expect(processed).toBeGreaterThanOrEqual(finalized);
  });

  it('getBlockHeight', async () => {
    expect(await rpc.getBlockHeight().send()).toBeGreaterThanOrEqual(0n);
  });

  it('getEpochInfo agrees with getEpochSchedule', async () => {
    const info = await rpc.getEpochInfo({ commitment: 'processed' }).send();
    const schedule = await rpc.getEpochSchedule().send();
    expect(info.slotsInEpoch).toBe(schedule.slotsPerEpoch);
    expect(info.slotIndex).toBeLessThan(info.slotsInEpoch);
  });

  it('getEpochSchedule', async () => {
    const schedule = await rpc.getEpochSchedule().send();
    expect(schedule).toEqual({
      firstNormalEpoch: expect.any(BigInt),
      firstNormalSlot: expect.any(BigInt),
      leaderScheduleSlotOffset: expect.any(BigInt),
      slotsPerEpoch: expect.any(BigInt),
      warmup: expect.any(Boolean),
    });
  });

  it('getInflationGovernor', async () => {
    const governor = await rpc.getInflationGovernor().send();
    expect(Object.keys(governor).sort()).toEqual([
      'foundation',
      'foundationTerm',
      'initial',
      'taper',
      'terminal',
    ]);
  });

  it('getInflationRate', async () => {
    const rate = await rpc.getInflationRate().send();
    expect(rate.epoch).toBe((await rpc.getEpochInfo().send()).epoch);
    expect(rate.total).toBe(rate.validator + rate.foundation);
  });

  it('getInflationReward (no rewards paid: null per address)', async () => {
    expect(await rpc.getInflationReward([payer.address]).send()).toEqual([null]);
  });

  it('getLeaderSchedule for the node itself', async () => {
    const { identity } = await rpc.getIdentity().send();
    const schedule = await rpc.getLeaderSchedule(null, { identity }).send();
    const slots = schedule?.[identity] ?? [];
    const epoch = await rpc.getEpochInfo().send();
    expect(BigInt(slots.length)).toBe(epoch.slotsInEpoch);
  });

  it('getSlotLeader', async () => {
    const { identity } = await rpc.getIdentity().send();
    expect(await rpc.getSlotLeader().send()).toBe(identity);
  });

  it('getSlotLeaders', async () => {
    const slot = await rpc.getSlot().send();
    const leaders = await rpc.getSlotLeaders(slot, 10).send();
    expect(leaders).toHaveLength(10);
  });

  it('getClusterNodes lists this node with its RPC address', async () => {
    const nodes = await rpc.getClusterNodes().send();
    expect(nodes).toHaveLength(1);
    expect(nodes[0]?.rpc).toBe(new URL(t.chain.rpcUrl).host);
  });

  it("getVoteAccounts shows the node's vote account", async () => {
    const { identity } = await rpc.getIdentity().send();
    const { current, delinquent } = await rpc.getVoteAccounts().send();
    expect([...current, ...delinquent].map((vote) => vote.nodePubkey)).toEqual([identity]);
  });

  it('getBlockProduction', async () => {
    const { identity } = await rpc.getIdentity().send();
    const { value } = await rpc.getBlockProduction().send();
    const [leaderSlots, produced] = value.byIdentity[identity] ?? [0n, 0n];
    expect(produced).toBeGreaterThan(0n);
    expect(produced).toBeLessThanOrEqual(leaderSlots);
  });

  it('getSupply', async () => {
    const { value } = await rpc.getSupply().send();
    expect(value.total).toBeGreaterThan(0n);
    expect(value.circulating + value.nonCirculating).toBe(value.total);
  });

  it('getLargestAccounts', async () => {
    const { value } = await rpc.getLargestAccounts().send();
    expect(value.length).toBeGreaterThan(0);
    expect(value[0]!.lamports).toBeGreaterThanOrEqual(value[value.length - 1]!.lamports);
  });

  it('getStakeMinimumDelegation', async () => {
    expect((await rpc.getStakeMinimumDelegation().send()).value).toBeGreaterThan(0n);
  });

  it('minimumLedgerSlot and getFirstAvailableBlock', async () => {
    const minimum = await rpc.minimumLedgerSlot().send();
    const first = await rpc.getFirstAvailableBlock().send();
    expect(first).toBe(minimum);
    expect(await rpc.getBlock(first, { transactionDetails: 'none', rewards: false }).send()).not.toBeNull();
  });

  it('getMaxRetransmitSlot and getMaxShredInsertSlot', async () => {
    const slot = await rpc.getSlot({ commitment: 'processed' }).send();
    expect(await rpc.getMaxRetransmitSlot().send()).toBeGreaterThanOrEqual(slot);
    expect(await rpc.getMaxShredInsertSlot().send()).toBeGreaterThanOrEqual(slot);
  });

  it('getTransactionCount', async () => {
    expect(await rpc.getTransactionCount().send()).toBeGreaterThan(0n);
  });

  it('getLatestBlockhash and isBlockhashValid', async () => {
    const { value } = await rpc.getLatestBlockhash().send();
    expect((await rpc.isBlockhashValid(value.blockhash).send()).value).toBe(true);
  });

  it('getMinimumBalanceForRentExemption', async () => {
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
  });
});

describe('kit: accounts and transactions', () => {
  const receiver = address(Keypair.generate().publicKey.toBase58());

  it('airdropFactory requests and confirms an airdrop', async () => {
    const wallet = await generateKeyPairSigner();
    await airdropFactory({ rpc, rpcSubscriptions: subscriptions })({
      recipientAddress: wallet.address,
      lamports: lamports(1_000_000_000n),
      commitment: 'confirmed',
    });
    expect((await rpc.getBalance(wallet.address).send()).value).toBe(1_000_000_000n);
  });

  it('sendAndConfirmTransactionFactory sends a transfer', async () => {
    transferSignature = await sendWithKit(rpc, subscriptions, payer, [
      transferInstruction(payer, receiver, 5_000_000n),
      memoInstruction('kit conformance'),
    ]);
    expect((await rpc.getBalance(receiver).send()).value).toBe(5_000_000n);
  });

  it('getFeeForMessage', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions([transferInstruction(payer, receiver, 1n)], m),
    );
    const { messageBytes } = compileTransaction(message);
    const encoded = Buffer.from(messageBytes).toString('base64') as Parameters<KitRpc['getFeeForMessage']>[0];
    expect((await rpc.getFeeForMessage(encoded).send()).value).toBe(5000n);
  });

  it('getSignatureStatuses', async () => {
    const { value } = await rpc.getSignatureStatuses([transferSignature]).send();
    expect(value[0]?.err).toBeNull();
    transferSlot = value[0]!.slot;
  });

  it('getTransaction (json, v0)', async () => {
    const tx = await rpc
      .getTransaction(transferSignature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send();
    expect(tx?.slot).toBe(transferSlot);
    expect(tx?.meta?.err).toBeNull();
  });

  it('getTransaction (jsonParsed)', async () => {
    const tx = await rpc
      .getTransaction(transferSignature, { maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' })
      .send();
    const instruction = tx?.transaction.message.instructions[0];
    expect(instruction && 'parsed' in instruction ? instruction.program : undefined).toBe('system');
  });

  it('getSignaturesForAddress', async () => {
    const signatures = await rpc.getSignaturesForAddress(receiver).send();
    expect(signatures.map((entry) => entry.signature)).toEqual([transferSignature]);
    expect(signatures[0]?.memo).toBe('[15] kit conformance');
  });

  it('getAccountInfo (base64) and fetchEncodedAccount', async () => {
    const { value } = await rpc.getAccountInfo(receiver, { encoding: 'base64' }).send();
    expect(value?.lamports).toBe(5_000_000n);
    const account = await fetchEncodedAccount(rpc, receiver);
    expect(account.exists && account.programAddress).toBe(SYSTEM_PROGRAM);
  });

  it('fetchJsonParsedAccount of a token mint', async () => {
    const mint = address(t.chain.addresses.mints.DFL);
    const account = await fetchJsonParsedAccount<{ decimals: number }>(rpc, mint);
    expect(account.exists && !(account.data instanceof Uint8Array) && account.data.decimals).toBe(9);
  });

  it('getMultipleAccounts', async () => {
    const { value } = await rpc.getMultipleAccounts([receiver, payer.address], { encoding: 'base64' }).send();
    expect(value.map((account) => account?.owner)).toEqual([SYSTEM_PROGRAM, SYSTEM_PROGRAM]);
  });

  it('getProgramAccounts with a memcmp filter', async () => {
    const mint = t.chain.addresses.mints.DFL;
    const accounts = await rpc
      .getProgramAccounts(TOKEN_PROGRAM, {
        encoding: 'base64',
        filters: [{ dataSize: 165n }, { memcmp: { offset: 0n, bytes: mint as never, encoding: 'base58' } }],
      })
      .send();
    expect(accounts.length).toBeGreaterThan(0);
  });

  it('simulateTransaction', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions([transferInstruction(payer, receiver, 1n)], m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    const { value } = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send();
    expect(value.err).toBeNull();
    expect(value.logs?.[0]).toBe('Program 11111111111111111111111111111111 invoke [1]');
  });

  it('estimateResourceLimitsFactory (compute units by simulation)', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions([transferInstruction(payer, receiver, 1n)], m),
    );
    const estimate = await estimateResourceLimitsFactory({ rpc })(message);
    expect(estimate.computeUnitLimit).toBeGreaterThan(0);
  });

  it('getRecentPrioritizationFees reflects a landed compute-unit price', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => setTransactionMessageComputeUnitLimit(10_000, m),
      (m) => setTransactionMessageComputeUnitPrice(7_000n, m),
      (m) => appendTransactionMessageInstructions([transferInstruction(payer, receiver, 1n)], m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    await confirmWithKit(rpc, subscriptions, signed);
    const fees = await rpc.getRecentPrioritizationFees([receiver]).send();
    expect(fees.map((fee) => fee.prioritizationFee)).toContain(7_000n);
    expect(fees.length).toBeLessThanOrEqual(150);
  });
});

describe('kit: blocks', () => {
  it('getBlock (full)', async () => {
    const block = await rpc
      .getBlock(transferSlot, { maxSupportedTransactionVersion: 0, transactionDetails: 'full' })
      .send();
    expect(block?.transactions.map((tx) => tx.transaction.signatures[0])).toEqual([transferSignature]);
    expect(block?.parentSlot).toBe(transferSlot - 1n);
  });

  it('getBlock (signatures)', async () => {
    const block = await rpc
      .getBlock(transferSlot, { maxSupportedTransactionVersion: 0, transactionDetails: 'signatures' })
      .send();
    expect(block?.signatures).toEqual([transferSignature]);
  });

  it('getBlock (accounts)', async () => {
    const block = await rpc
      .getBlock(transferSlot, { maxSupportedTransactionVersion: 0, transactionDetails: 'accounts' })
      .send();
    expect(block?.transactions[0]?.transaction.accountKeys[0]?.pubkey).toBe(payer.address);
  });

  it('getBlock (none, no rewards) links to its parent', async () => {
    const block = await rpc.getBlock(transferSlot, { transactionDetails: 'none', rewards: false }).send();
    const parent = await rpc
      .getBlock(transferSlot - 1n, { transactionDetails: 'none', rewards: false })
      .send();
    expect(block?.previousBlockhash).toBe(parent?.blockhash);
  });

  it('getBlocks', async () => {
    const blocks = await rpc.getBlocks(transferSlot - 2n, transferSlot).send();
    expect(blocks).toEqual([transferSlot - 2n, transferSlot - 1n, transferSlot]);
  });

  it('getBlocksWithLimit', async () => {
    expect(await rpc.getBlocksWithLimit(transferSlot, 2).send()).toEqual([transferSlot, transferSlot + 1n]);
  });

  it('getBlockTime', async () => {
    const time = await rpc.getBlockTime(transferSlot).send();
    expect(Number(time)).toBeGreaterThan(Date.now() / 1000 - 600);
  });

  it('getBlockCommitment', async () => {
    const commitment = await rpc.getBlockCommitment(transferSlot).send();
    expect(commitment.totalStake).toEqual(expect.any(BigInt));
  });

  it('getRecentPerformanceSamples', async () => {
    const samples = await rpc.getRecentPerformanceSamples(5).send();
    expect(Array.isArray(samples)).toBe(true);
  });
});

describe('kit: tokens', () => {
  let holder: Keypair;
  let holderAta: string;

  beforeAll(async () => {
    holder = await t.fundedWallet({ sol: 1, tokens: { DFL: 25, GOLDY: 0, USDC: 0, DFL_USDC: 0 } });
    holderAta = getAssociatedTokenAddressSync(
      new PublicKey(t.chain.addresses.mints.DFL),
      holder.publicKey,
    ).toBase58();
  });

  it('getTokenSupply', async () => {
    const { value } = await rpc.getTokenSupply(address(t.chain.addresses.mints.DFL)).send();
    expect(value.decimals).toBe(9);
  });

  it('getTokenAccountBalance', async () => {
    const { value } = await rpc.getTokenAccountBalance(address(holderAta)).send();
    expect(value.uiAmountString).toBe('25');
  });

  it('getTokenAccountsByOwner (jsonParsed)', async () => {
    const { value } = await rpc
      .getTokenAccountsByOwner(
        address(holder.publicKey.toBase58()),
        { mint: address(t.chain.addresses.mints.DFL) },
        { encoding: 'jsonParsed' },
      )
      .send();
    expect(value.map((entry) => entry.pubkey)).toEqual([holderAta]);
  });

  it('getTokenLargestAccounts', async () => {
    const { value } = await rpc.getTokenLargestAccounts(address(t.chain.addresses.mints.DFL)).send();
    const amounts = value.map((entry) => BigInt(entry.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => (a === b ? 0 : a > b ? -1 : 1)));
    expect(value.map((entry) => entry.address)).toContain(t.chain.addresses.vaults.DFL);
  });

  it('getTokenAccountsByDelegate', async () => {
    const delegate = Keypair.generate().publicKey;
    await approve(t.connection, holder, new PublicKey(holderAta), delegate, holder, 1n);
    const { value } = await rpc
      .getTokenAccountsByDelegate(
        address(delegate.toBase58()),
        { programId: TOKEN_PROGRAM },
        { encoding: 'base64' },
      )
      .send();
    expect(value.map((entry) => entry.pubkey)).toEqual([holderAta]);
  });
});

describe('kit: address lookup tables and v0 transactions', () => {
  let table: Address;
  const listed = [Keypair.generate().publicKey, Keypair.generate().publicKey];

  it('creates a table with recentSlot from getSlot(finalized), then extends it', async () => {
    const recentSlot = await rpc.getSlot({ commitment: 'finalized' }).send();
    const authority = new PublicKey(payer.address);
    const [create, tableKey] = AddressLookupTableProgram.createLookupTable({
      authority,
      payer: authority,
      recentSlot: Number(recentSlot),
    });
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: tableKey,
      authority,
      payer: authority,
      addresses: listed,
    });
    await sendWithKit(rpc, subscriptions, payer, [fromWeb3(create, [payer]), fromWeb3(extend, [payer])]);
    table = address(tableKey.toBase58());
  });

  it('fetchAddressesForLookupTables', async () => {
    const addresses = await fetchAddressesForLookupTables([table], rpc);
    expect(addresses[table]).toEqual(listed.map((key) => key.toBase58()));
  });

  it('a v0 transaction compressed through the table lands and loads its addresses', async () => {
    const target = address(listed[0]!.toBase58());
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions([transferInstruction(payer, target, 1_000_000n)], m),
      (m) =>
        compressTransactionMessageUsingAddressLookupTables(m, {
          [table]: listed.map((key) => address(key.toBase58())),
        }),
    );
    const signed = await signTransactionMessageWithSigners(message);
    await confirmWithKit(rpc, subscriptions, signed);
    const tx = await rpc
      .getTransaction(getSignatureFromTransaction(signed), {
        maxSupportedTransactionVersion: 0,
        encoding: 'json',
      })
      .send();
    expect(tx?.meta?.loadedAddresses?.writable).toEqual([target]);
  });

  it('decompileTransactionMessageFetchingLookupTables', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const target = address(listed[1]!.toBase58());
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions([transferInstruction(payer, target, 1n)], m),
      (m) =>
        compressTransactionMessageUsingAddressLookupTables(m, {
          [table]: listed.map((key) => address(key.toBase58())),
        }),
    );
    const compiled = compileTransaction(message);
    const { getCompiledTransactionMessageDecoder } = await import('@solana/kit');
    const decoded = await decompileTransactionMessageFetchingLookupTables(
      getCompiledTransactionMessageDecoder().decode(compiled.messageBytes),
      rpc,
    );
    expect(decoded.instructions[0]?.accounts?.[1]?.address).toBe(target);
  });
});

describe('kit: subscriptions', () => {
  it('slotNotifications', async () => {
    const slot = await firstNotification((abortSignal) =>
      subscriptions.slotNotifications().subscribe({ abortSignal }),
    );
    expect(slot.slot).toBe(slot.parent + 1n);
    expect(slot.root).toBeLessThanOrEqual(slot.parent);
  });

  it('rootNotifications advance', async () => {
    const roots: bigint[] = [];
    await firstNotification(
      (abortSignal) => subscriptions.rootNotifications().subscribe({ abortSignal }),
      undefined,
      (root) => roots.push(root) >= 2,
    );
    expect(roots[1]).toBeGreaterThan(roots[0]!);
  });

  it('accountNotifications', async () => {
    const target = address(Keypair.generate().publicKey.toBase58());
    const notification = await firstNotification(
      (abortSignal) =>
        subscriptions.accountNotifications(target, { commitment: 'confirmed' }).subscribe({ abortSignal }),
      () => sendWithKit(rpc, subscriptions, payer, [transferInstruction(payer, target, 3_000_000n)]),
    );
    expect(notification.value.lamports).toBe(3_000_000n);
  });

  it('programNotifications', async () => {
    const target = address(Keypair.generate().publicKey.toBase58());
    const notification = await firstNotification(
      (abortSignal) =>
        subscriptions
          .programNotifications(SYSTEM_PROGRAM, { commitment: 'confirmed', encoding: 'base64' })
          .subscribe({ abortSignal }),
      () => sendWithKit(rpc, subscriptions, payer, [transferInstruction(payer, target, 2_000_000n)]),
      (value) => value.value.pubkey === target,
    );
    expect(notification.value.account.lamports).toBe(2_000_000n);
  });

  it('logsNotifications (mentions)', async () => {
    const target = address(Keypair.generate().publicKey.toBase58());
    const notification = await firstNotification(
      (abortSignal) =>
        subscriptions
          .logsNotifications({ mentions: [target] }, { commitment: 'confirmed' })
          .subscribe({ abortSignal }),
      () => sendWithKit(rpc, subscriptions, payer, [transferInstruction(payer, target, 1_000_000n)]),
    );
    expect(notification.value.err).toBeNull();
    expect(notification.value.logs).toEqual([
      'Program 11111111111111111111111111111111 invoke [1]',
      'Program 11111111111111111111111111111111 success',
    ]);
  });

  it("logsNotifications ('all')", async () => {
    let signature: Signature | undefined;
    const notification = await firstNotification(
      (abortSignal) =>
        subscriptions.logsNotifications('all', { commitment: 'processed' }).subscribe({ abortSignal }),
      async () => {
        signature = await sendWithKit(rpc, subscriptions, payer, [memoInstruction('logs for all')]);
      },
      (value) => signature === undefined || value.value.signature === signature,
    );
    expect(notification.value.logs.join('\n')).toContain(
      'Program MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
    );
  });

  it('signatureNotifications', async () => {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions([memoInstruction('signature')], m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    const notification = await firstNotification(
      (abortSignal) =>
        subscriptions
          .signatureNotifications(getSignatureFromTransaction(signed), { commitment: 'confirmed' })
          .subscribe({ abortSignal }),
      () => rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send(),
    );
    expect(notification.value).toEqual({ err: null });
  });
});
