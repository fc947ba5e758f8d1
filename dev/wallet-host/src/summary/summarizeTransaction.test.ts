import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { createTransferCheckedInstruction, createTransferInstruction } from '@solana/spl-token';
import { describeMessage } from './describeMessage';
import { formatUnits } from './formatUnits';
import { summarizeTransaction } from './summarizeTransaction';

const owner = Keypair.generate().publicKey;
const dfl = Keypair.generate().publicKey;
const source = Keypair.generate().publicKey;
const vault = Keypair.generate().publicKey;
const blockhash = Keypair.generate().publicKey.toBase58();
const context = {
  tokenNames: { [dfl.toBase58()]: 'DFL' },
  lookupTokenAccount: jest.fn(async (address: string) =>
    address === source.toBase58() ? { mint: dfl.toBase58(), decimals: 9 } : null,
  ),
};

const legacy = (...instructions: TransactionInstruction[]) =>
  new Transaction({ feePayer: owner, recentBlockhash: blockhash })
    .add(...instructions)
    .serialize({ requireAllSignatures: false });

describe('summarizeTransaction', () => {
  it('shows a deposit: the token program, the exact amount of the named token, and the fee', async () => {
    const summary = await summarizeTransaction(
      legacy(createTransferCheckedInstruction(source, dfl, vault, owner, 1_500_000_000n, 9)),
      context,
    );
    expect(summary).toEqual({
      feePayer: owner.toBase58(),
      programs: ['Token Program'],
      tokenTransfers: [{ amount: '1.5 DFL', source: source.toBase58(), destination: vault.toBase58() }],
      solTransfers: [],
      memos: [],
      fee: '0.000005',
    });
  });

  it('looks the mint up for a plain transfer, and says so when it cannot', async () => {
    const other = Keypair.generate().publicKey;
    const summary = await summarizeTransaction(
      legacy(
        createTransferInstruction(source, vault, owner, 25n),
        createTransferInstruction(other, vault, owner, 7n),
      ),
      context,
    );
    expect(summary.tokenTransfers.map((t) => t.amount)).toEqual([
      '0.000000025 DFL',
      '7 base units of an unknown token',
    ]);
  });

  it('reads SOL transfers, memos and the priority fee of a v0 transaction', async () => {
    const message = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: blockhash,
      instructions: [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 100_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 25 }),
        SystemProgram.transfer({ fromPubkey: owner, toPubkey: vault, lamports: 2_000_000_001 }),
        new TransactionInstruction({
          programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
          keys: [],
          data: Buffer.from('Sign in to the game', 'utf8'),
        }),
      ],
    }).compileToV0Message();
    const summary = await summarizeTransaction(new VersionedTransaction(message).serialize(), context);
    expect(summary.programs).toEqual(['Compute Budget Program', 'System Program', 'Memo Program']);
    expect(summary.solTransfers).toEqual([{ amount: '2.000000001 SOL', destination: vault.toBase58() }]);
    expect(summary.memos).toEqual(['Sign in to the game']);
    // 5000 lamports for the one signature + ceil(25 µlamports × 100,000 units) = 5003 lamports.
    expect(summary.fee).toBe('0.000005003');
  });
});

describe('formatUnits and describeMessage', () => {
  it('formats base units exactly', () => {
    expect(formatUnits(1n, 9)).toBe('0.000000001');
    expect(formatUnits(12_345_678n, 6)).toBe('12.345678');
    expect(formatUnits(10n ** 20n, 9)).toBe('100000000000');
    expect(formatUnits(3n, 0)).toBe('3');
  });

  it('shows text as text and anything else as bytes', () => {
    expect(describeMessage(new TextEncoder().encode('héllo'))).toEqual({ kind: 'text', content: 'héllo' });
    expect(describeMessage(Uint8Array.from([0xff, 0x00]))).toEqual({ kind: 'bytes', content: 'ff 00' });
  });
});
