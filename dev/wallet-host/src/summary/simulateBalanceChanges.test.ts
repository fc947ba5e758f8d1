import { Keypair, SystemProgram, Transaction, type Connection } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { simulateBalanceChanges } from './simulateBalanceChanges';

const owner = Keypair.generate().publicKey;
const dfl = Keypair.generate().publicKey;
const blockhash = Keypair.generate().publicKey.toBase58();

/** A token account's bytes with `amount` where SPL keeps it (after mint and owner). */
function tokenAccount(amount: bigint): Buffer {
  const data = Buffer.alloc(165);
  data.writeBigUInt64LE(amount, 64);
  return data;
}

const bytes = new Transaction({ feePayer: owner, recentBlockhash: blockhash })
  .add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: owner, lamports: 1 }))
  .serialize({ requireAllSignatures: false });

function chain(after: { lamports: number; dfl: bigint }, err: unknown = null) {
  return {
    getMultipleAccountsInfo: jest.fn(async () => [
      { lamports: 1_000_000_000, data: Buffer.alloc(0) },
      { lamports: 2_039_280, data: tokenAccount(25_000_000_000n) },
    ]),
    simulateTransaction: jest.fn(async () => ({
      value: {
        err,
        accounts: [
          { lamports: after.lamports, data: ['', 'base64'] },
          { lamports: 2_039_280, data: [tokenAccount(after.dfl).toString('base64'), 'base64'] },
        ],
      },
    })),
    getTokenSupply: jest.fn(async () => ({ value: { decimals: 9 } })),
  } as unknown as Connection;
}

describe('simulateBalanceChanges', () => {
  it("says what the transaction does to the signer's tokens and SOL, as the chain simulates it", async () => {
    const connection = chain({ lamports: 999_995_000, dfl: 10_000_000_000n });
    expect(await simulateBalanceChanges(connection, bytes, owner, { [dfl.toBase58()]: 'DFL' })).toEqual([
      { symbol: 'DFL', change: '−15' },
      { symbol: 'SOL', change: '−0.000005' },
    ]);
    const simulate = (connection.simulateTransaction as jest.Mock).mock.calls[0]!;
    expect(simulate[1].accounts.addresses).toEqual([
      owner.toBase58(),
      getAssociatedTokenAddressSync(dfl, owner, true).toBase58(),
    ]);
  });

  it('says when the network would refuse the transaction', async () => {
    const connection = chain({ lamports: 0, dfl: 0n }, { InstructionError: [0, 'Custom'] });
    await expect(
      simulateBalanceChanges(connection, bytes, owner, { [dfl.toBase58()]: 'DFL' }),
    ).rejects.toThrow(/the network would refuse it/);
  });
});
