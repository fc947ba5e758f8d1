import bs58 from 'bs58';
import {
  Keypair,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import type { ParsedInstruction } from '@solana/web3.js';
import {
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  transferChecked,
} from '@solana/spl-token';
import { eventually, startTestChain } from './support/testChain';
import type { TestChain } from './support/testChain';

jest.setTimeout(30_000);

const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

let t: TestChain;
beforeAll(async () => {
  t = await startTestChain();
});
afterAll(() => t.stop());

const dfl = () => new PublicKey(t.chain.addresses.mints.DFL);
const ata = (owner: PublicKey) => getAssociatedTokenAddressSync(dfl(), owner);

/** The way the browser wallet adapter sends: sendRawTransaction, then confirm by blockhash over the socket. */
async function sendLikeAWallet(transaction: Transaction, signers: Keypair[]): Promise<string> {
  const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash('confirmed');
  transaction.recentBlockhash = blockhash;
  transaction.feePayer ??= signers[0]?.publicKey;
  transaction.sign(...signers);
  const signature = await t.connection.sendRawTransaction(transaction.serialize());
  const { value } = await t.connection.confirmTransaction(
    { signature, blockhash, lastValidBlockHeight },
    'confirmed',
  );
  expect(value.err).toBeNull();
  return signature;
}

function transfer(from: Keypair, to: PublicKey, amount: bigint): Transaction {
  return new Transaction().add(
    createTransferCheckedInstruction(ata(from.publicKey), dfl(), ata(to), from.publicKey, amount, 9),
  );
}

describe('a SPL deposit, as the game server verifies it', () => {
  let player: Keypair;
  let signature: string;
  const vault = () => new PublicKey(t.chain.addresses.vaults.DFL);
  const authority = () => new PublicKey(t.chain.addresses.authority);

  beforeAll(async () => {
    player = await t.fundedWallet({ tokens: { DFL: 10 } });
    const transaction = new Transaction().add(
      createTransferCheckedInstruction(
        ata(player.publicKey),
        dfl(),
        vault(),
        player.publicKey,
        2_500_000_000n,
        9,
      ),
    );
    signature = await sendLikeAWallet(transaction, [player]);
  });

  it('moves the tokens', async () => {
    expect((await getAccount(t.connection, ata(player.publicKey))).amount).toBe(7_500_000_000n);
  });

  it('is returned by getParsedTransaction with token balances and the parsed instruction', async () => {
    const tx = await t.connection.getParsedTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(tx).not.toBeNull();
    expect(tx?.version).toBe('legacy');
    expect(tx?.meta?.err).toBeNull();
    expect(tx?.meta?.fee).toBe(5000);
    expect(typeof tx?.blockTime).toBe('number');
    expect(tx?.meta?.logMessages?.join('\n')).toContain(
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success',
    );
    const keys = tx?.transaction.message.accountKeys.map((k) => k.pubkey.toBase58()) ?? [];
    const vaultIndex = keys.indexOf(vault().toBase58());
    const playerIndex = keys.indexOf(ata(player.publicKey).toBase58());
    expect(tx?.transaction.message.accountKeys[0]).toMatchObject({
      signer: true,
      writable: true,
      source: 'transaction',
    });
    expect(tx?.meta?.preTokenBalances).toEqual(
      expect.arrayContaining([
        {
          accountIndex: vaultIndex,
          mint: dfl().toBase58(),
          owner: authority().toBase58(),
          programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          uiTokenAmount: {
            amount: '1000000000000000',
            decimals: 9,
            uiAmount: 1_000_000,
            uiAmountString: '1000000',
          },
        },
        expect.objectContaining({ accountIndex: playerIndex, owner: player.publicKey.toBase58() }),
      ]),
    );
    const postVault = tx?.meta?.postTokenBalances?.find((b) => b.accountIndex === vaultIndex);
    expect(postVault?.uiTokenAmount.uiAmountString).toBe('1000002.5');
    const instruction = tx?.transaction.message.instructions[0] as ParsedInstruction;
    expect(instruction.program).toBe('spl-token');
    expect(instruction.parsed).toEqual({
      type: 'transferChecked',
      info: {
        source: ata(player.publicKey).toBase58(),
        mint: dfl().toBase58(),
        destination: vault().toBase58(),
        authority: player.publicKey.toBase58(),
        tokenAmount: { amount: '2500000000', decimals: 9, uiAmount: 2.5, uiAmountString: '2.5' },
      },
    });
  });

  it('is returned by getTransaction in json encoding', async () => {
    const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.transaction.message.staticAccountKeys[0]?.equals(player.publicKey)).toBe(true);
    expect(tx?.meta?.preBalances).toHaveLength(tx?.transaction.message.staticAccountKeys.length ?? -1);
    expect(tx?.meta?.postTokenBalances?.length).toBe(2);
  });

  it('shows in getSignatureStatuses and getSignaturesForAddress', async () => {
    const { value } = await t.connection.getSignatureStatuses([signature, bs58.encode(Buffer.alloc(64, 1))]);
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(value[1]).toBeNull();
    const history = await t.connection.getSignaturesForAddress(vault());
    expect(history[0]).toMatchObject({ signature, err: null, memo: null, confirmationStatus: 'finalized' });
    const limited = await t.connection.getSignaturesForAddress(player.publicKey, { limit: 1 });
    expect(limited).toHaveLength(1);
    const older = await t.connection.getSignaturesForAddress(player.publicKey, { before: signature });
    expect(older.every((entry) => entry.signature !== signature)).toBe(true);
  });
});

describe('sending', () => {
  it("works through spl-token's own helpers (sendAndConfirmTransaction)", async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    await transferChecked(
      t.connection,
      from,
      ata(from.publicKey),
      dfl(),
      ata(to.publicKey),
      from,
      1_000_000_000n,
      9,
    );
    expect((await getAccount(t.connection, ata(to.publicKey))).amount).toBe(1_001_000_000_000n);
  });

  it('reports a failing transaction with its error and logs at preflight', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const transaction = transfer(from, to.publicKey, 5_000_000_000_000n);
    const error = await sendLikeAWallet(transaction, [from]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    const sendError = error as SendTransactionError;
    expect(sendError.message).toContain('Error processing Instruction 0: custom program error: 0x1');
    expect(sendError.logs?.join('\n')).toContain('Error: insufficient funds');
    expect((await getAccount(t.connection, ata(from.publicKey))).amount).toBe(1_000_000_000_000n);
  });

  it('lands a failing transaction sent with skipPreflight, fee charged, error recorded', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const { blockhash } = await t.connection.getLatestBlockhash();
    const transaction = transfer(from, to.publicKey, 5_000_000_000_000n);
    transaction.recentBlockhash = blockhash;
    transaction.feePayer = from.publicKey;
    transaction.sign(from);
    const balance = await t.connection.getBalance(from.publicKey);
    const signature = await t.connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true });
    // Landed, it shows at once as `processed` with its error, and as `finalized` once on disk. (web3.js's
    // confirmTransaction rejects with the bare error object when its first status check already finds it.)
    const processed = (await t.connection.getSignatureStatus(signature)).value;
    expect(processed?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    const status = await eventually(async () => {
      const { value } = await t.connection.getSignatureStatus(signature);
      return value?.confirmationStatus === 'finalized' ? value : undefined;
    });
    expect(status.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    const tx = await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(tx?.meta?.logMessages?.join('\n')).toContain('insufficient funds');
    expect(await t.connection.getBalance(from.publicKey)).toBe(balance - 5000);
    expect((await t.connection.getSignaturesForAddress(from.publicKey, { limit: 1 }))[0]?.err).toEqual({
      InstructionError: [0, { Custom: 1 }],
    });
  });

  it('refuses an unknown blockhash, a duplicate and a bad signature at preflight', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const stale = transfer(from, to.publicKey, 1n);
    stale.recentBlockhash = Keypair.generate().publicKey.toBase58();
    stale.feePayer = from.publicKey;
    stale.sign(from);
    await expect(t.connection.sendRawTransaction(stale.serialize())).rejects.toThrow(/Blockhash not found/);

    const once = transfer(from, to.publicKey, 2n);
    await sendLikeAWallet(once, [from]);
    await expect(t.connection.sendRawTransaction(once.serialize())).rejects.toThrow(/already been processed/);
    // Without preflight a duplicate is dropped quietly, as by a validator.
    expect(await t.connection.sendRawTransaction(once.serialize(), { skipPreflight: true })).toBe(
      bs58.encode(once.signature as Buffer),
    );

    const forged = transfer(from, to.publicKey, 3n);
    forged.recentBlockhash = (await t.connection.getLatestBlockhash()).blockhash;
    forged.feePayer = from.publicKey;
    forged.addSignature(from.publicKey, Buffer.alloc(64, 7));
    await expect(
      t.connection.sendRawTransaction(forged.serialize({ verifySignatures: false })),
    ).rejects.toThrow(/signature verification failure/);
  });

  it('lands a Memo v3 instruction and shows the memo in the history', async () => {
    const wallet = await t.fundedWallet();
    const transaction = new Transaction().add(
      new TransactionInstruction({
        programId: MEMO_PROGRAM_ID,
        keys: [{ pubkey: wallet.publicKey, isSigner: true, isWritable: false }],
        data: Buffer.from('hello'),
      }),
    );
    const signature = await sendLikeAWallet(transaction, [wallet]);
    const tx = await t.connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.transaction.message.instructions[0]).toMatchObject({ program: 'spl-memo', parsed: 'hello' });
    const [entry] = await t.connection.getSignaturesForAddress(wallet.publicKey, { limit: 1 });
    expect(entry?.memo).toBe('[5] hello');
  });

  it('lands a v0 transaction and asks for maxSupportedTransactionVersion to read it', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const { blockhash, lastValidBlockHeight } = await t.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to.publicKey, lamports: 1234 }),
      ],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign([from]);
    const signature = await t.connection.sendTransaction(transaction);
    await t.connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
    await expect(t.rpc('getTransaction', [signature, { encoding: 'json' }])).rejects.toMatchObject({
      code: -32015,
    });
    const tx = await t.connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.version).toBe(0);
    expect(tx?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: { type: 'transfer', info: { lamports: 1234, source: from.publicKey.toBase58() } },
    });
  });
});

describe('simulateTransaction', () => {
  it('simulates an unsigned transaction (no sigVerify) with logs and post-state accounts', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const transaction = transfer(from, to.publicKey, 1_000_000_000n);
    transaction.feePayer = from.publicKey;
    const { value } = await t.connection.simulateTransaction(transaction, undefined, [ata(to.publicKey)]);
    expect(value.err).toBeNull();
    expect(value.logs?.join('\n')).toContain('Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success');
    expect(value.unitsConsumed).toBeGreaterThan(0);
    expect(value.accounts?.[0]?.data[0]).toBeDefined();
    // Nothing landed.
    expect((await getAccount(t.connection, ata(to.publicKey))).amount).toBe(1_000_000_000_000n);
  });

  it('replaces an unknown blockhash when asked, and reports failures in err', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [
        createTransferCheckedInstruction(
          ata(from.publicKey),
          dfl(),
          ata(to.publicKey),
          from.publicKey,
          9n ** 20n,
          9,
        ),
      ],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    const stale = await t.connection.simulateTransaction(transaction, { sigVerify: false });
    expect(stale.value.err).toBe('BlockhashNotFound');
    const replaced = await t.connection.simulateTransaction(transaction, { replaceRecentBlockhash: true });
    expect(replaced.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(replaced.value.logs?.join('\n')).toContain('insufficient funds');
    const raw = await t.rpc<{
      value: { replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } };
    }>('simulateTransaction', [
      Buffer.from(transaction.serialize()).toString('base64'),
      { encoding: 'base64', replaceRecentBlockhash: true },
    ]);
    const latest = await t.connection.getLatestBlockhash();
    expect(raw.value.replacementBlockhash).toEqual(latest);
    await expect(
      t.connection.simulateTransaction(transaction, { sigVerify: true, replaceRecentBlockhash: true }),
    ).rejects.toThrow(/sigVerify may not be used with replaceRecentBlockhash/);
  });

  it('checks signatures when sigVerify is set', async () => {
    const [from, to] = [await t.fundedWallet(), await t.fundedWallet()];
    const { blockhash } = await t.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to.publicKey, lamports: 1 }),
      ],
    }).compileToV0Message();
    const unsigned = new VersionedTransaction(message);
    expect((await t.connection.simulateTransaction(unsigned, { sigVerify: true })).value.err).toBe(
      'SignatureFailure',
    );
    const signed = new VersionedTransaction(message);
    signed.sign([from]);
    expect((await t.connection.simulateTransaction(signed, { sigVerify: true })).value.err).toBeNull();
  });
});
