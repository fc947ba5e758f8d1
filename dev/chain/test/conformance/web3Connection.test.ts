/**
 * Conformance: web3.js 1.x `Connection` methods against the local chain, the calls web3.js's own live connection
 * tests make against a test validator (cluster, blocks, tokens, confirmation strategies, subscriptions, lookup
 * tables, v0 transactions). Each `it` is one step.
 */
import bs58 from 'bs58';
import {
  AddressLookupTableProgram,
  Authorized,
  Connection,
  EpochSchedule,
  Keypair,
  LAMPORTS_PER_SOL,
  Message,
  MessageV0,
  NONCE_ACCOUNT_LENGTH,
  PublicKey,
  sendAndConfirmRawTransaction,
  sendAndConfirmTransaction,
  SendTransactionError,
  StakeProgram,
  SystemProgram,
  Transaction,
  TransactionExpiredBlockheightExceededError,
  TransactionExpiredNonceInvalidError,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type {
  ParsedAccountData,
  ParsedTransactionWithMeta,
  SignatureResult,
  SignatureStatus,
  SlotInfo,
  VersionedAccountsModeBlockResponse,
} from '@solana/web3.js';
import {
  createAssociatedTokenAccount,
  createMint,
  mintTo,
  TOKEN_PROGRAM_ID,
  transfer,
} from '@solana/spl-token';
import { closeConnection } from '../../src/load/closeConnection';
import { startTestChain } from '../support/testChain';
import type { TestChain } from '../support/testChain';
import { deferred, sol, solWallet, untilHeard, within } from './support';

const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const TRANSFER_LOGS = [
  'Program 11111111111111111111111111111111 invoke [1]',
  'Program 11111111111111111111111111111111 success',
];

let t: TestChain;
let connection: Connection;
let payer: Keypair;
beforeAll(async () => {
  t = await startTestChain();
  connection = t.connection;
  payer = await solWallet(t, 100);
});
afterAll(() => t.stop());

const memo = (signer: PublicKey, text: string) =>
  new TransactionInstruction({
    programId: MEMO_PROGRAM,
    keys: [{ pubkey: signer, isSigner: true, isWritable: true }],
    data: Buffer.from(text),
  });

/** A transfer of more than the sender holds: fails in the System program with custom error 1. */
function overdraft(from: Keypair): Transaction {
  return new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: sol(2),
    }),
  );
}

/** The transaction's status once it is at least confirmed (getSignatureStatus, polled). */
async function settled(signature: string): Promise<SignatureStatus> {
  for (let i = 0; i < 250; i += 1) {
    const { value } = await connection.getSignatureStatus(signature);
    if (value && value.confirmationStatus !== 'processed') return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${signature} never settled`);
}

async function airdropped(lamports = LAMPORTS_PER_SOL): Promise<Keypair> {
  const wallet = Keypair.generate();
  const signature = await connection.requestAirdrop(wallet.publicKey, lamports);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) }, 'confirmed');
  return wallet;
}

describe('web3.js: accounts', () => {
  it('getAccountInfo of an unknown account is null', async () => {
    expect(await connection.getAccountInfo(Keypair.generate().publicKey)).toBeNull();
  });

  it('getMultipleAccountsInfo', async () => {
    const infos = await connection.getMultipleAccountsInfo([payer.publicKey, Keypair.generate().publicKey]);
    expect(infos[0]?.lamports).toBeGreaterThan(0);
    expect(infos[1]).toBeNull();
  });

  it('getProgramAccounts with filters and getParsedProgramAccounts', async () => {
    const accounts = await connection.getProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 0, bytes: t.chain.addresses.mints.DFL } }],
    });
    expect(accounts.length).toBeGreaterThan(0);
    const parsed = await connection.getParsedProgramAccounts(TOKEN_PROGRAM_ID);
    for (const { account } of parsed) expect((account.data as ParsedAccountData).program).toBe('spl-token');
  });

  it('getBalance', async () => {
    expect(await connection.getBalance(payer.publicKey)).toBeGreaterThan(0);
  });

  it('getLargestAccounts answers 20 accounts, largest first', async () => {
    const { value } = await connection.getLargestAccounts();
    expect(value).toHaveLength(20);
    expect(value[0]!.lamports).toBeGreaterThanOrEqual(value[19]!.lamports);
  });

  it('getLargestAccounts circulating / nonCirculating filters', async () => {
    const circulating = await connection.getLargestAccounts({ filter: 'circulating' });
    const nonCirculating = await connection.getLargestAccounts({ filter: 'nonCirculating' });
    expect(circulating.value.length).toBeGreaterThan(0);
    expect(nonCirculating.value).toEqual([]);
  });
});

describe('web3.js: cluster', () => {
  it('getInflationGovernor', async () => {
    const governor = await connection.getInflationGovernor();
    for (const key of ['initial', 'terminal', 'taper', 'foundation', 'foundationTerm'] as const) {
      expect(governor[key]).toBeGreaterThanOrEqual(0);
    }
  });

  it('getInflationRate', async () => {
    const rate = await connection.getInflationRate();
    for (const key of ['total', 'validator', 'foundation', 'epoch'] as const) {
      expect(rate[key]).toBeGreaterThanOrEqual(0);
    }
  });

  it('getInflationReward', async () => {
    expect(await connection.getInflationReward([payer.publicKey])).toEqual([null]);
  });

  it('getEpochInfo', async () => {
    const info = await connection.getEpochInfo('confirmed');
    for (const key of ['epoch', 'slotIndex', 'slotsInEpoch', 'absoluteSlot', 'blockHeight'] as const) {
      expect(info[key]).toBeGreaterThanOrEqual(0);
    }
  });

  it('getEpochSchedule agrees with getEpochInfo', async () => {
    const schedule = await connection.getEpochSchedule();
    expect(schedule).toBeInstanceOf(EpochSchedule);
    const info = await connection.getEpochInfo('processed');
    expect(schedule.getEpoch(info.absoluteSlot)).toBe(info.epoch);
    expect(schedule.getFirstSlotInEpoch(info.epoch) + info.slotIndex).toBe(info.absoluteSlot);
  });

  it('getLeaderSchedule: the node leads every slot of the epoch', async () => {
    const schedule = await connection.getLeaderSchedule();
    expect(Object.keys(schedule)).toEqual([(await t.rpc<{ identity: string }>('getIdentity')).identity]);
    for (const slots of Object.values(schedule)) expect(slots.length).toBeGreaterThanOrEqual(4);
  });

  it('getSlot', async () => {
    expect(typeof (await connection.getSlot())).toBe('number');
  });

  it('getSlotLeader', async () => {
    expect(await connection.getSlotLeader()).toBe(
      (await t.rpc<{ identity: string }>('getIdentity')).identity,
    );
  });

  it('getSlotLeaders', async () => {
    const leaders = await connection.getSlotLeaders(await connection.getSlot(), 1);
    expect(leaders).toHaveLength(1);
    expect(leaders[0]).toBeInstanceOf(PublicKey);
  });

  it('getClusterNodes', async () => {
    const nodes = await connection.getClusterNodes();
    expect(nodes.length).toBeGreaterThan(0);
  });

  it('getVoteAccounts', async () => {
    const votes = await connection.getVoteAccounts();
    expect(votes.current.concat(votes.delinquent).length).toBeGreaterThan(0);
  });

  it('getTransactionCount', async () => {
    expect(await connection.getTransactionCount()).toBeGreaterThan(0);
  });

  it('getTotalSupply and getSupply', async () => {
    expect(await connection.getTotalSupply()).toBeGreaterThan(0);
    const { value } = await connection.getSupply('finalized');
    expect(value.total).toBeGreaterThan(0);
    expect(value.circulating).toBeGreaterThan(0);
    expect(value.nonCirculating).toBeGreaterThanOrEqual(0);
  });

  it('getSupply without the accounts list', async () => {
    const { value } = await connection.getSupply({
      commitment: 'finalized',
      excludeNonCirculatingAccountsList: true,
    });
    expect(value.nonCirculatingAccounts).toHaveLength(0);
  });

  it('getMinimumBalanceForRentExemption', async () => {
    expect(await connection.getMinimumBalanceForRentExemption(512)).toBeGreaterThan(0);
  });

  it('getStakeActivation of a new delegation to the node (deprecated, still answered)', async () => {
    const [vote] = [
      ...(await connection.getVoteAccounts()).current,
      ...(await connection.getVoteAccounts()).delinquent,
    ];
    const stake = Keypair.generate();
    const rent = await connection.getMinimumBalanceForRentExemption(StakeProgram.space);
    await sendAndConfirmTransaction(
      connection,
      StakeProgram.createAccount({
        fromPubkey: payer.publicKey,
        stakePubkey: stake.publicKey,
        authorized: new Authorized(payer.publicKey, payer.publicKey),
        lamports: rent + LAMPORTS_PER_SOL,
      }),
      [payer, stake],
    );
    await sendAndConfirmTransaction(
      connection,
      StakeProgram.delegate({
        stakePubkey: stake.publicKey,
        authorizedPubkey: payer.publicKey,
        votePubkey: new PublicKey(vote!.votePubkey),
      }),
      [payer],
    );
    const { epoch } = await connection.getEpochInfo();
    await expect(connection.getStakeActivation(stake.publicKey, 'confirmed', epoch + 4000)).rejects.toThrow(
      `Only the current epoch (${epoch}) is supported`,
    );
    expect(await connection.getStakeActivation(stake.publicKey, 'confirmed')).toEqual({
      state: 'activating',
      active: 0,
      inactive: LAMPORTS_PER_SOL,
    });
  });

  it('getStakeMinimumDelegation', async () => {
    expect(typeof (await connection.getStakeMinimumDelegation()).value).toBe('number');
  });

  it('getVersion and getGenesisHash', async () => {
    expect((await connection.getVersion())['solana-core']).toBeTruthy();
    expect(await connection.getGenesisHash()).toBeTruthy();
  });

  it('getBlockHeight', async () => {
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(0);
  });

  it('getBlockProduction over a range', async () => {
    const firstSlot = await connection.getFirstAvailableBlock();
    const lastSlot = await connection.getSlot();
    const { value } = await connection.getBlockProduction({ range: { firstSlot, lastSlot } });
    expect(value.range).toEqual({ firstSlot, lastSlot });
    const [leaderSlots, produced] = Object.values(value.byIdentity)[0] ?? [0, 0];
    expect(produced).toBe(lastSlot - firstSlot + 1);
    expect(leaderSlots).toBe(produced);
  });

  it('getRecentPerformanceSamples', async () => {
    const samples = await connection.getRecentPerformanceSamples();
    expect(Array.isArray(samples)).toBe(true);
    for (const sample of samples) {
      expect(sample.numSlots).toBeGreaterThan(0);
      expect(sample.samplePeriodSecs).toBeGreaterThan(0);
    }
  });

  it('getRecentPerformanceSamples refuses a limit over 720', async () => {
    await expect(connection.getRecentPerformanceSamples(100_000)).rejects.toThrow();
  });

  it('getMinimumLedgerSlot and getFirstAvailableBlock', async () => {
    expect(await connection.getMinimumLedgerSlot()).toBe(await connection.getFirstAvailableBlock());
  });
});

describe('web3.js: sending and errors', () => {
  it('sendAndConfirmTransaction (preflight) fails with the program logs', async () => {
    const poor = await airdropped();
    const sending = sendAndConfirmTransaction(connection, overdraft(poor), [poor]);
    await expect(sending).rejects.toThrow(SendTransactionError);
    await expect(sending).rejects.toThrow(/Transfer: insufficient lamports/);
    await expect(sending).rejects.toThrow(/custom program error: 0x1/);
  });

  it('skipPreflight: the failure lands, with its error and logs', async () => {
    const poor = await airdropped();
    const signature = await connection.sendTransaction(overdraft(poor), [poor], { skipPreflight: true });
    const status = await settled(signature);
    expect(status.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.meta?.logMessages?.join('\n')).toContain('Transfer: insufficient lamports');
    const error = new SendTransactionError({ action: 'send', signature, transactionMessage: 'failed' });
    expect((await error.getLogs(connection)).join('\n')).toContain('custom program error: 0x1');
  });

  it('sendAndConfirmRawTransaction (preflight) fails with the program logs', async () => {
    const poor = await airdropped();
    const transaction = overdraft(poor);
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transaction.sign(poor);
    await expect(sendAndConfirmRawTransaction(connection, transaction.serialize())).rejects.toThrow(
      /Transfer: insufficient lamports/,
    );
  });

  it('simulateTransaction returns the logs', async () => {
    const poor = await airdropped();
    const transaction = overdraft(poor);
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transaction.feePayer = poor.publicKey;
    const { value } = await connection.simulateTransaction(transaction, [poor]);
    expect(value.logs?.join('\n')).toContain('custom program error: 0x1');
  });

  it('a failed transaction reports its error in the signature status', async () => {
    const account = Keypair.generate();
    const create = () =>
      new Transaction().add(
        SystemProgram.createAccount({
          fromPubkey: payer.publicKey,
          newAccountPubkey: account.publicKey,
          lamports: sol(0.5),
          space: 0,
          programId: SystemProgram.programId,
        }),
      );
    await sendAndConfirmTransaction(connection, create(), [payer, account]);
    const again = create().add(memo(payer.publicKey, 'again'));
    const signature = await connection.sendTransaction(again, [payer, account], { skipPreflight: true });
    const status = await settled(signature);
    expect(status.err).toEqual({ InstructionError: [0, { Custom: 0 }] });
    expect(status.confirmationStatus).toBe('finalized');
  });

  it('sendTransaction (a versioned transaction without instructions)', async () => {
    const { blockhash } = await connection.getLatestBlockhash();
    const transaction = new VersionedTransaction(
      new Message({
        header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 0 },
        recentBlockhash: blockhash,
        instructions: [],
        accountKeys: [payer.publicKey.toBase58()],
      }),
    );
    transaction.sign([payer]);
    expect(await connection.sendTransaction(transaction)).toBe(bs58.encode(transaction.signatures[0]!));
  });

  it('simulateTransaction (versioned) with the post-state of an account', async () => {
    const wallet = await airdropped();
    const { blockhash } = await connection.getLatestBlockhash();
    const transaction = new VersionedTransaction(
      new Message({
        header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 0 },
        recentBlockhash: blockhash,
        instructions: [],
        accountKeys: [wallet.publicKey.toBase58()],
      }),
    );
    const { value } = await connection.simulateTransaction(transaction, {
      accounts: { encoding: 'base64', addresses: [wallet.publicKey.toBase58()] },
    });
    expect(value.err).toBeNull();
    expect(value.accounts).toEqual([
      {
        data: ['', 'base64'],
        executable: false,
        lamports: LAMPORTS_PER_SOL - 5000,
        owner: SystemProgram.programId.toBase58(),
        rentEpoch: 18446744073709552000,
        space: 0,
      },
    ]);
  });

  it('simulateTransaction of a legacy Message', async () => {
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
      .add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: sol(1),
        }),
      )
      .compileMessage();
    const { value } = await connection.simulateTransaction(message, [payer]);
    expect(value.err).toBeNull();
    expect(value.logs).toEqual(TRANSFER_LOGS);
  });

  it('a multi-instruction transaction lands with every instruction', async () => {
    const a = Keypair.generate().publicKey;
    const b = Keypair.generate().publicKey;
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: a, lamports: sol(0.01) }),
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: b, lamports: sol(0.02) }),
      ),
      [payer],
    );
    expect(await connection.getBalance(b)).toBe(sol(0.02));
    const status = await connection.getSignatureStatus(signature, { searchTransactionHistory: true });
    expect(status.value?.err).toBeNull();
  });
});

describe('web3.js: confirmation strategies', () => {
  it('confirms by last valid block height', async () => {
    const wallet = await airdropped();
    const latest = await connection.getLatestBlockhash();
    const transaction = new Transaction({ feePayer: wallet.publicKey, ...latest }).add(
      memo(wallet.publicKey, 'hi'),
    );
    transaction.sign(wallet);
    const signature = await connection.sendRawTransaction(transaction.serialize());
    const { value } = await connection.confirmTransaction({ signature, ...latest }, 'processed');
    expect(value.err).toBeNull();
  });

  it('throws when the last valid block height has passed', async () => {
    const latest = await connection.getLatestBlockhash();
    const never = bs58.encode(Keypair.generate().secretKey);
    await expect(
      connection.confirmTransaction({
        signature: never,
        blockhash: latest.blockhash,
        lastValidBlockHeight: (await connection.getBlockHeight()) - 1,
      }),
    ).rejects.toThrow(TransactionExpiredBlockheightExceededError);
  });

  const authority = Keypair.generate();
  const nonceAccount = Keypair.generate();
  let nonce: string;
  let minContextSlot: number;

  it('confirms a durable-nonce transaction by nonce', async () => {
    await connection.confirmTransaction(
      {
        signature: await connection.requestAirdrop(authority.publicKey, LAMPORTS_PER_SOL),
        ...(await connection.getLatestBlockhash()),
      },
      'confirmed',
    );
    const latest = await connection.getLatestBlockhash();
    const create = SystemProgram.createNonceAccount({
      fromPubkey: authority.publicKey,
      noncePubkey: nonceAccount.publicKey,
      authorizedPubkey: authority.publicKey,
      lamports: await connection.getMinimumBalanceForRentExemption(NONCE_ACCOUNT_LENGTH),
    });
    create.recentBlockhash = latest.blockhash;
    create.feePayer = authority.publicKey;
    const created = await connection.sendTransaction(create, [authority, nonceAccount]);
    ({
      context: { slot: minContextSlot },
    } = await connection.confirmTransaction({ signature: created, ...latest }));
    nonce = (await connection.getNonce(nonceAccount.publicKey, { minContextSlot }))!.nonce;
    const transaction = new Transaction({
      minContextSlot,
      nonceInfo: {
        nonce,
        nonceInstruction: SystemProgram.nonceAdvance({
          noncePubkey: nonceAccount.publicKey,
          authorizedPubkey: authority.publicKey,
        }),
      },
    }).add(memo(authority.publicKey, 'nonce'));
    transaction.feePayer = authority.publicKey;
    const signature = await connection.sendTransaction(transaction, [authority]);
    const { value } = await connection.confirmTransaction(
      { signature, minContextSlot, nonceAccountPubkey: nonceAccount.publicKey, nonceValue: nonce },
      'processed',
    );
    expect(value.err).toBeNull();
  });

  it('throws when the nonce has moved on', async () => {
    const stale = new Transaction({
      minContextSlot,
      nonceInfo: {
        nonce,
        nonceInstruction: SystemProgram.nonceAdvance({
          noncePubkey: nonceAccount.publicKey,
          authorizedPubkey: authority.publicKey,
        }),
      },
    }).add(memo(authority.publicKey, 'stale'));
    stale.feePayer = authority.publicKey;
    const signature = await connection.sendTransaction(stale, [authority], { skipPreflight: true });
    await expect(
      connection.confirmTransaction({
        signature,
        minContextSlot: await connection.getSlot(),
        nonceAccountPubkey: nonceAccount.publicKey,
        nonceValue: nonce,
      }),
    ).rejects.toThrow(TransactionExpiredNonceInvalidError);
  });
});

describe('web3.js: history and blocks', () => {
  let signature: string;
  let slot: number;
  const receiver = Keypair.generate().publicKey;

  beforeAll(async () => {
    signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: sol(0.1) }),
        memo(payer.publicKey, 'block test'),
      ),
      [payer],
    );
    slot = (await connection.getSignatureStatus(signature)).value!.slot;
  });

  it('getSignaturesForAddress with limit, before and until', async () => {
    const second = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1 }),
      ),
      [payer],
    );
    const all = await connection.getSignaturesForAddress(receiver);
    expect(all.map((entry) => entry.signature)).toEqual([second, signature]);
    expect((await connection.getSignaturesForAddress(receiver, { limit: 1 }))[0]?.signature).toBe(second);
    expect(
      (await connection.getSignaturesForAddress(receiver, { before: second })).map((e) => e.signature),
    ).toEqual([signature]);
    expect(await connection.getSignaturesForAddress(receiver, { until: second })).toEqual([]);
  });

  it('getConfirmedSignaturesForAddress2 (deprecated, still answered)', async () => {
    const found = await connection.getConfirmedSignaturesForAddress2(receiver, { limit: 10 });
    expect(found.map((entry) => entry.signature)).toContain(signature);
  });

  it('getTransaction and getTransactions', async () => {
    const tx = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.slot).toBe(slot);
    expect(tx?.meta?.logMessages?.slice(0, 2)).toEqual(TRANSFER_LOGS);
    const many = await connection.getTransactions([signature], { maxSupportedTransactionVersion: 0 });
    expect(many[0]?.transaction.signatures[0]).toBe(signature);
  });

  it('getParsedTransaction and getParsedTransactions', async () => {
    const tx = await connection.getParsedTransaction(signature);
    const instruction = tx?.transaction.message.instructions[0];
    expect(instruction && 'parsed' in instruction && instruction.program).toBe('system');
    expect((await connection.getParsedTransactions([signature]))[0]?.slot).toBe(slot);
  });

  it('getBlock: the transaction is in its slot, the block links to its parent', async () => {
    const block = await connection.getBlock(slot, { maxSupportedTransactionVersion: 0 });
    expect(block?.transactions.map((tx) => tx.transaction.signatures[0])).toEqual([signature]);
    const parent = await connection.getBlock(block!.parentSlot, { maxSupportedTransactionVersion: 0 });
    expect(block?.previousBlockhash).toBe(parent?.blockhash);
  });

  it("getBlock with transactionDetails 'none', 'accounts' and 'signatures'", async () => {
    const none = await connection.getBlock(slot, { transactionDetails: 'none', rewards: false });
    expect(none?.blockhash).toBeTruthy();
    // web3.js's first matching overload types this as a full block; the answer is the accounts form.
    const accounts = (await connection.getBlock(slot, {
      transactionDetails: 'accounts',
      maxSupportedTransactionVersion: 0,
    })) as unknown as VersionedAccountsModeBlockResponse | null;
    expect(accounts?.transactions[0]?.transaction.accountKeys[0]?.pubkey.equals(payer.publicKey)).toBe(true);
    const signatures = await connection.getBlockSignatures(slot);
    expect(signatures.signatures).toEqual([signature]);
  });

  it('getParsedBlock', async () => {
    // typed as the accounts form whatever transactionDetails says; 'full' answers whole transactions.
    const block = (await connection.getParsedBlock(slot, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'full',
    })) as unknown as { transactions: ParsedTransactionWithMeta[] };
    const instruction = block.transactions[0]?.transaction.message.instructions[0];
    expect(instruction && 'parsed' in instruction && instruction.program).toBe('system');
  });

  it('getConfirmedBlock', async () => {
    const block = await connection.getConfirmedBlock(slot);
    expect(block.transactions[0]?.transaction.signature).toBeTruthy();
  });

  it('getBlock(0): the genesis block, empty, its own parent', async () => {
    const genesis = await connection.getBlock(0, { maxSupportedTransactionVersion: 0 });
    expect(genesis?.transactions).toHaveLength(0);
    expect(genesis?.parentSlot).toBe(0);
    expect(genesis?.previousBlockhash).toBe(genesis?.blockhash);
  });

  it('getBlock of a slot not produced yet is refused', async () => {
    await expect(connection.getBlock(Number.MAX_SAFE_INTEGER)).rejects.toThrow(
      `Block not available for slot ${Number.MAX_SAFE_INTEGER}`,
    );
  });

  it('getBlocks between the first available block and the latest slot', async () => {
    const first = await connection.getFirstAvailableBlock();
    const latest = await connection.getSlot();
    const blocks = await connection.getBlocks(first, latest);
    expect(blocks).toHaveLength(latest - first + 1);
    expect(blocks[0]).toBe(first);
    expect(blocks).toContain(latest);
  });

  it('getBlocks from a starting slot', async () => {
    const latest = await connection.getSlot();
    const blocks = await connection.getBlocks(slot);
    expect(blocks[0]).toBe(slot);
    // The root only moves forward, so every slot up to the one read before is there.
    expect(blocks.length).toBeGreaterThanOrEqual(latest - slot + 1);
    expect(blocks).toContain(latest);
  });

  it('getBlockTime', async () => {
    expect(await connection.getBlockTime(await connection.getFirstAvailableBlock())).toBeGreaterThan(0);
  });

  it('getLatestBlockhash, getRecentBlockhash and isBlockhashValid', async () => {
    const latest = await connection.getLatestBlockhash();
    expect(latest.lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight());
    expect((await connection.getRecentBlockhash()).blockhash).toBeTruthy();
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true);
  });

  it('getFeeCalculatorForBlockhash (deprecated, still answered)', async () => {
    const { blockhash } = await connection.getLatestBlockhash();
    expect((await connection.getFeeCalculatorForBlockhash(blockhash)).value).toEqual({
      lamportsPerSignature: 5000,
    });
    expect(
      (await connection.getFeeCalculatorForBlockhash(Keypair.generate().publicKey.toBase58())).value,
    ).toBeNull();
  });

  it('getFeeForMessage (legacy and v0)', async () => {
    const { blockhash } = await connection.getLatestBlockhash();
    const instructions = [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1 }),
    ];
    const legacy = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions,
    });
    expect((await connection.getFeeForMessage(legacy.compileToLegacyMessage())).value).toBe(5000);
    expect((await connection.getFeeForMessage(legacy.compileToV0Message())).value).toBe(5000);
  });

  it('getRecentPrioritizationFees with locked writable accounts', async () => {
    const fees = await connection.getRecentPrioritizationFees({ lockedWritableAccounts: [receiver] });
    expect(fees.length).toBeGreaterThan(0);
    for (const fee of fees) {
      expect(typeof fee.slot).toBe('number');
      expect(typeof fee.prioritizationFee).toBe('number');
    }
  });
});

describe('web3.js: token methods', () => {
  const owner = Keypair.generate();
  let mint: PublicKey;
  let account: PublicKey;
  let transferSignature: string;

  beforeAll(async () => {
    mint = await createMint(connection, payer, payer.publicKey, null, 2);
    account = await createAssociatedTokenAccount(connection, payer, mint, owner.publicKey);
    await mintTo(connection, payer, mint, account, payer, 11_111n);
    transferSignature = await transfer(connection, payer, account, account, owner, 1n);
  });

  it('getTokenSupply (and a refusal for a non-mint)', async () => {
    const { value } = await connection.getTokenSupply(mint);
    expect(value).toMatchObject({ amount: '11111', decimals: 2, uiAmount: 111.11 });
    await expect(connection.getTokenSupply(PublicKey.unique())).rejects.toThrow();
  });

  it('getTokenLargestAccounts (and a refusal for a non-mint)', async () => {
    const { value } = await connection.getTokenLargestAccounts(mint);
    expect(value).toHaveLength(1);
    expect(value[0]?.address.equals(account)).toBe(true);
    expect(value[0]).toMatchObject({ amount: '11111', decimals: 2, uiAmount: 111.11 });
    await expect(connection.getTokenLargestAccounts(PublicKey.unique())).rejects.toThrow();
  });

  it('getParsedConfirmedTransaction of a token transfer', async () => {
    const tx = await connection.getParsedConfirmedTransaction(transferSignature);
    const instruction = tx?.transaction.message.instructions[0];
    expect(instruction && 'parsed' in instruction && instruction.program).toBe('spl-token');
    expect(
      await connection.getParsedConfirmedTransaction(bs58.encode(Keypair.generate().secretKey)),
    ).toBeNull();
  });

  it('getTokenAccountBalance (and a refusal for a non-account)', async () => {
    expect((await connection.getTokenAccountBalance(account)).value).toMatchObject({
      amount: '11111',
      uiAmount: 111.11,
    });
    await expect(connection.getTokenAccountBalance(PublicKey.unique())).rejects.toThrow();
  });

  it('getParsedAccountInfo of a token account', async () => {
    const data = (await connection.getParsedAccountInfo(account)).value?.data as ParsedAccountData;
    expect(data.program).toBe('spl-token');
    expect(data.parsed.type).toBe('account');
  });

  it('getMultipleParsedAccounts', async () => {
    const { value } = await connection.getMultipleParsedAccounts([
      account,
      mint,
      owner.publicKey,
      PublicKey.unique(),
    ]);
    expect((value[0]?.data as ParsedAccountData).program).toBe('spl-token');
    expect((value[1]?.data as ParsedAccountData).parsed.type).toBe('mint');
    expect(value[2]).toBeNull();
    expect(value[3]).toBeNull();
  });

  it('getParsedTokenAccountsByOwner', async () => {
    const { value } = await connection.getParsedTokenAccountsByOwner(owner.publicKey, { mint });
    expect(value.map((entry) => entry.pubkey.toBase58())).toEqual([account.toBase58()]);
  });

  it('getTokenAccountsByOwner (mint, program, and refusals)', async () => {
    expect((await connection.getTokenAccountsByOwner(owner.publicKey, { mint })).value).toHaveLength(1);
    expect(
      (await connection.getTokenAccountsByOwner(owner.publicKey, { programId: TOKEN_PROGRAM_ID })).value,
    ).toHaveLength(1);
    expect((await connection.getTokenAccountsByOwner(PublicKey.unique(), { mint })).value).toHaveLength(0);
    await expect(
      connection.getTokenAccountsByOwner(owner.publicKey, { mint: PublicKey.unique() }),
    ).rejects.toThrow();
    await expect(
      connection.getTokenAccountsByOwner(owner.publicKey, { programId: PublicKey.unique() }),
    ).rejects.toThrow();
  });
});

describe('web3.js: subscriptions', () => {
  let ws: Connection;
  beforeAll(() => {
    ws = new Connection(t.chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: t.chain.wsUrl });
  });
  afterAll(() => closeConnection(ws));

  it('onAccountChange', async () => {
    const owner = Keypair.generate();
    const heard = deferred<number>();
    const id = ws.onAccountChange(owner.publicKey, (info) => heard.resolve(info.lamports), {
      commitment: 'confirmed',
    });
    try {
      const lamports = await untilHeard(heard.promise, () =>
        ws.requestAirdrop(owner.publicKey, LAMPORTS_PER_SOL),
      );
      expect(lamports % LAMPORTS_PER_SOL).toBe(0);
      expect(lamports).toBeGreaterThan(0);
    } finally {
      await ws.removeAccountChangeListener(id);
    }
  });

  it('onProgramAccountChange', async () => {
    const target = Keypair.generate().publicKey;
    const heard = deferred<number>();
    const id = ws.onProgramAccountChange(SystemProgram.programId, (keyed) => {
      if (keyed.accountId.equals(target)) heard.resolve(keyed.accountInfo.lamports);
    });
    try {
      const send = () =>
        sendAndConfirmTransaction(
          connection,
          new Transaction().add(
            SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: target, lamports: sol(0.5) }),
          ),
          [payer],
        );
      expect((await untilHeard(heard.promise, send)) % sol(0.5)).toBe(0);
    } finally {
      await ws.removeProgramAccountChangeListener(id);
    }
  });

  it('onSlotChange', async () => {
    const heard = deferred<SlotInfo>();
    const id = ws.onSlotChange(heard.resolve);
    try {
      const info = await within(heard.promise);
      expect(info.slot).toBe(info.parent + 1);
      expect(info.root).toBeLessThanOrEqual(info.parent);
    } finally {
      await ws.removeSlotChangeListener(id);
    }
  });

  it('onRootChange: two roots, increasing', async () => {
    const heard = deferred<number[]>();
    const roots: number[] = [];
    const id = ws.onRootChange((root) => {
      roots.push(root);
      if (roots.length === 2) heard.resolve(roots);
    });
    try {
      const [first, second] = await within(heard.promise);
      expect(second).toBeGreaterThan(first!);
    } finally {
      await ws.removeRootChangeListener(id);
    }
  });

  it('onSignature', async () => {
    const signature = await ws.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL);
    const heard = deferred<SignatureResult>();
    ws.onSignature(signature, heard.resolve, 'processed');
    expect((await within(heard.promise)).err).toBeNull();
  });

  it('onLogs (mentions an address)', async () => {
    const owner = Keypair.generate();
    const heard = deferred<string[]>();
    const id = ws.onLogs(owner.publicKey, (logs) => heard.resolve(logs.logs), 'processed');
    try {
      const logs = await untilHeard(heard.promise, () =>
        ws.requestAirdrop(owner.publicKey, LAMPORTS_PER_SOL),
      );
      expect(logs).toEqual(TRANSFER_LOGS);
    } finally {
      await ws.removeOnLogsListener(id);
    }
  });

  it("onLogs ('all') at confirmed", async () => {
    const heard = deferred<string[]>();
    const id = ws.onLogs('all', (logs) => {
      if (logs.logs.some((line) => line.includes('Memo (len 3)') || line.includes(MEMO_PROGRAM.toBase58()))) {
        heard.resolve(logs.logs);
      }
    });
    try {
      const send = () =>
        sendAndConfirmTransaction(connection, new Transaction().add(memo(payer.publicKey, 'all')), [payer]);
      expect((await untilHeard(heard.promise, send)).join('\n')).toContain(
        `Program ${MEMO_PROGRAM.toBase58()} success`,
      );
    } finally {
      await ws.removeOnLogsListener(id);
    }
  });
});

describe('web3.js: address lookup tables and v0 transactions', () => {
  const listed = Array.from({ length: 10 }, () => Keypair.generate().publicKey);
  let table: PublicKey;
  let v0Signature: string;

  it('createLookupTable with recentSlot from getSlot(finalized)', async () => {
    const recentSlot = await connection.getSlot('finalized');
    const [create, key] = AddressLookupTableProgram.createLookupTable({
      recentSlot,
      payer: payer.publicKey,
      authority: payer.publicKey,
    });
    table = key;
    await sendAndConfirmTransaction(connection, new Transaction().add(create), [payer], {
      commitment: 'processed',
    });
  });

  it('extendLookupTable', async () => {
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        AddressLookupTableProgram.extendLookupTable({
          lookupTable: table,
          addresses: listed,
          authority: payer.publicKey,
          payer: payer.publicKey,
        }),
      ),
      [payer],
    );
  });

  it('freezeLookupTable', async () => {
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        AddressLookupTableProgram.freezeLookupTable({ lookupTable: table, authority: payer.publicKey }),
      ),
      [payer],
    );
  });

  it('getAddressLookupTable', async () => {
    const { value } = await connection.getAddressLookupTable(table, { commitment: 'processed' });
    expect(value?.isActive()).toBe(true);
    expect(value?.state.authority).toBeUndefined();
    expect(value?.state.addresses).toEqual(listed);
  });

  it('sends and confirms a v0 transaction through the table', async () => {
    const latest = await connection.getLatestBlockhash();
    const { value: lookup } = await connection.getAddressLookupTable(table);
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: latest.blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: listed[0]!,
          lamports: LAMPORTS_PER_SOL,
        }),
      ],
    }).compileToV0Message([lookup!]);
    expect(message).toBeInstanceOf(MessageV0);
    const transaction = new VersionedTransaction(message);
    transaction.sign([payer]);
    v0Signature = await connection.sendRawTransaction(transaction.serialize());
    await connection.confirmTransaction({ signature: v0Signature, ...latest }, 'confirmed');
    expect(await connection.getBalance(listed[0]!)).toBe(LAMPORTS_PER_SOL);
  });

  it('getTransaction of a v0 transaction needs maxSupportedTransactionVersion', async () => {
    await expect(connection.getTransaction(v0Signature, { commitment: 'confirmed' })).rejects.toThrow(
      /Transaction version \(0\) is not supported/,
    );
    const tx = await connection.getTransaction(v0Signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.version).toBe(0);
    expect(tx?.meta?.loadedAddresses).toEqual({ readonly: [], writable: [listed[0]] });
  });

  it('getParsedTransaction of a v0 transaction', async () => {
    const tx = await connection.getParsedTransaction(v0Signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.transaction.message.accountKeys.map((key) => key.source)).toContain('lookupTable');
  });

  it('getBlock holding a v0 transaction needs maxSupportedTransactionVersion', async () => {
    const slot = (await connection.getSignatureStatus(v0Signature)).value!.slot;
    await expect(connection.getBlock(slot)).rejects.toThrow(/Transaction version \(0\) is not supported/);
    const block = await connection.getBlock(slot, { maxSupportedTransactionVersion: 0 });
    expect(block?.transactions[0]?.version).toBe(0);
  });
});
