import { raffleEvent } from '../testing/fixtures';
import { raffleEventSchema } from './raffles';
import { transferSchema, transferUpdatedMessageSchema, withdrawRequestSchema } from './transfers';
import { xpQuerySchema } from './xp';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('transfer schemas', () => {
  it('accept positive amounts with up to 9 decimals only', () => {
    const idempotencyKey = 'key-12345678';
    for (const amount of ['1', '0.000000001', '12.5', '99999999999999999999']) {
      expect(withdrawRequestSchema.safeParse({ token: 'DFL', amount, idempotencyKey }).success).toBe(true);
    }
    for (const amount of ['0', '0.000', '-1', '1.', '.5', '1e3', '0.0000000001', ' 1']) {
      expect(firstMessage(withdrawRequestSchema.safeParse({ token: 'GOLDY', amount, idempotencyKey }))).toBe(
        'must be a decimal string greater than 0 with at most 9 decimals, e.g. "12.5"',
      );
    }
    expect(
      firstMessage(withdrawRequestSchema.safeParse({ token: 'USDC', amount: '1', idempotencyKey })),
    ).toBe('must be DFL or GOLDY');
  });

  it('take a withdrawal only with an idempotency key of 8 to 64 letters, digits, - or _', () => {
    for (const idempotencyKey of [undefined, 'short', 'has space', 'x'.repeat(65)]) {
      expect(
        firstMessage(withdrawRequestSchema.safeParse({ token: 'DFL', amount: '1', idempotencyKey })),
      ).toBe('must be a text of 8 to 64 letters, digits, - or _');
    }
  });

  it('describe a transfer and its socket message; error may be absent or null', () => {
    const transfer = {
      id: 't',
      direction: 'deposit',
      token: 'GOLDY',
      amount: '1.5',
      status: 'confirmed',
      signature: SIGNATURE,
      createdAt: '2025-06-01T12:00:00.000Z',
    };
    expect(transferSchema.parse(transfer)).toEqual(transfer);
    expect(transferSchema.safeParse({ ...transfer, error: null }).success).toBe(true);
    expect(transferSchema.safeParse({ ...transfer, amount: 1.5 }).success).toBe(false);
    expect(transferUpdatedMessageSchema.safeParse({ type: 'transferUpdated', data: transfer }).success).toBe(
      true,
    );
  });
});

describe('xp and raffle schemas', () => {
  it('require gameId, naming what is expected', () => {
    expect(xpQuerySchema.safeParse({ gameId: 'Total', walletId: WALLET }).success).toBe(true);
    expect(firstMessage(xpQuerySchema.safeParse({ walletId: WALLET }))).toBe(
      'is required, e.g. gameId=Total',
    );
    expect(firstMessage(xpQuerySchema.safeParse({ gameId: 'x', walletId: WALLET }))).toBe(
      'must be one of Total',
    );
  });

  it('accept the five raffle statuses only, and hashes as 64 hex digits', () => {
    const raffle = raffleEvent();
    expect(raffleEventSchema.safeParse(raffle).success).toBe(true);
    for (const status of ['upcoming', 'drawing', 'drawn', 'cancelled']) {
      expect(raffleEventSchema.safeParse({ ...raffle, status }).success).toBe(true);
    }
    expect(raffleEventSchema.safeParse({ ...raffle, status: 'closed' }).success).toBe(false);
    expect(raffleEventSchema.safeParse({ ...raffle, commitment: 'A'.repeat(64) }).success).toBe(false);
    expect(raffleEventSchema.safeParse({ ...raffle, ticketCost: 0 }).success).toBe(false);
  });
});
