import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import {
  isSubmissionPending,
  SIGNED_TRANSACTION_MESSAGE,
  signedTransactionSchema,
  submissionPendingSchema,
} from './playerTransactions';
import { addLiquidityRequestSchema, removeLiquidityRequestSchema, stakeRequestSchema } from './staking';
import { depositRequestSchema } from './transfers';

const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const MESSAGE = 'must be signed by your wallet and base64-encoded (at most 1232 bytes)';

/** A transaction as the app hands it over: built, signed by the player, serialized, base64. */
function signedTransaction(): string {
  const player = Keypair.generate();
  const transaction = new Transaction({
    feePayer: player.publicKey,
    blockhash: Keypair.generate().publicKey.toBase58(),
    lastValidBlockHeight: 100,
  }).add(SystemProgram.transfer({ fromPubkey: player.publicKey, toPubkey: player.publicKey, lamports: 1 }));
  transaction.sign(player);
  return transaction.serialize().toString('base64');
}

/** The base64 of `bytes` bytes (the schema checks form and size; the game decodes the transaction). */
const ofBytes = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('signedTransactionSchema', () => {
  it('accepts the base64 of a signed transaction', () => {
    const transaction = signedTransaction();
    expect(signedTransactionSchema.parse(transaction)).toBe(transaction);
  });

  it('says what it wants in one sentence', () => {
    expect(SIGNED_TRANSACTION_MESSAGE).toBe(MESSAGE);
  });

  it('accepts 100 to 1232 bytes, the sizes a signed transaction can have, with any padding', () => {
    // 1230, 1231 and 1232 bytes end with no, two and one "=" of padding.
    for (const bytes of [100, 101, 102, 215, 1230, 1231, 1232]) {
      expect(signedTransactionSchema.safeParse(ofBytes(bytes)).success).toBe(true);
    }
  });

  it('refuses fewer than 100 bytes (a bare signature) and more than 1232 (the packet size)', () => {
    for (const bytes of [1, 64, 99, 1233, 1234, 1300, 4000]) {
      expect(firstMessage(signedTransactionSchema.safeParse(ofBytes(bytes)))).toBe(MESSAGE);
    }
  });

  it('refuses a signature, text that is not base64, cut base64, and anything but a string', () => {
    const good = signedTransaction();
    const refused: unknown[] = [
      SIGNATURE,
      '',
      'garbage!',
      // Cut short: no longer a whole number of 4-character groups.
      good.slice(0, -1),
      // Padding only at the end, and at most two.
      `${good.slice(0, 8)}=${good.slice(9)}`,
      `${ofBytes(300)}==`,
      // The URL alphabet and whitespace are not the standard base64 the app sends.
      ofBytes(300).replace(/^./, '-'),
      ofBytes(300).replace(/^./, '_'),
      ` ${good}`,
      `${good}\n`,
      42,
      null,
      undefined,
      { transaction: good },
    ];
    for (const value of refused) {
      expect(firstMessage(signedTransactionSchema.safeParse(value))).toBe(MESSAGE);
    }
  });
});

describe('requests that move value carry the signed transaction, not a signature', () => {
  const transaction = signedTransaction();

  it('POST /p2e/deposit', () => {
    expect(depositRequestSchema.parse({ transaction })).toEqual({ transaction });
    expect(firstMessage(depositRequestSchema.safeParse({ signature: SIGNATURE }))).toBe(MESSAGE);
    expect(firstMessage(depositRequestSchema.safeParse({ transaction: SIGNATURE }))).toBe(MESSAGE);
  });

  it('POST /staking/stake', () => {
    expect(stakeRequestSchema.parse({ transaction, optionId: 'dfl-flexible' })).toEqual({
      transaction,
      optionId: 'dfl-flexible',
    });
    expect(
      firstMessage(stakeRequestSchema.safeParse({ signature: SIGNATURE, optionId: 'dfl-flexible' })),
    ).toBe(MESSAGE);
    expect(firstMessage(stakeRequestSchema.safeParse({ transaction, optionId: '' }))).toBe(
      'must name a staking option',
    );
  });

  it('POST /pool/add and /pool/remove', () => {
    expect(addLiquidityRequestSchema.safeParse({ transaction, minLp: '0.099' }).success).toBe(true);
    expect(firstMessage(addLiquidityRequestSchema.safeParse({ signature: SIGNATURE, minLp: '0.099' }))).toBe(
      MESSAGE,
    );
    expect(
      removeLiquidityRequestSchema.safeParse({ transaction, minDfl: '9.95', minUsdc: '0.995' }).success,
    ).toBe(true);
    expect(
      firstMessage(
        removeLiquidityRequestSchema.safeParse({ signature: SIGNATURE, minDfl: '9.95', minUsdc: '0.995' }),
      ),
    ).toBe(MESSAGE);
  });
});

describe('the pending answer (202)', () => {
  const pending = {
    status: 'pending',
    signature: SIGNATURE,
    message: 'Your transaction is on its way: the game books it as soon as the chain confirms it.',
  };

  it('parses with its status, the signature and the sentence for the player', () => {
    expect(submissionPendingSchema.parse(pending)).toEqual(pending);
    expect(submissionPendingSchema.safeParse({ ...pending, status: 'booked' }).success).toBe(false);
    expect(submissionPendingSchema.safeParse({ ...pending, signature: '' }).success).toBe(false);
    expect(submissionPendingSchema.safeParse({ status: 'pending', signature: SIGNATURE }).success).toBe(
      false,
    );
  });

  it('is told apart from the results it stands in for', () => {
    expect(isSubmissionPending(pending)).toBe(true);
    for (const answer of [
      { transfer: { status: 'pending' }, funds: [] },
      { action: { status: 'pending' }, pool: {} },
      { position: {}, action: {} },
      null,
      undefined,
      'pending',
    ]) {
      expect(isSubmissionPending(answer)).toBe(false);
    }
  });
});
