import { Keypair, Transaction } from '@solana/web3.js';
import { createTransferCheckedInstruction } from '@solana/spl-token';
import { movementItem, poolItem, transferItem, unbookedItem, winItem } from '../src/activity/activityItems';
import type { PoolActivityRow } from '../src/activity/activityStore';
import { mintTokens } from '../src/activity/unbookedMoves';

const AT = 1_772_366_400_000n;
const ISO = '2026-03-01T12:00:00.000Z';

function poolRow(overrides: Partial<PoolActivityRow>): PoolActivityRow {
  return {
    key: 'pool:a',
    at: AT,
    kind: 'add',
    dfl: 0n,
    usdc: 0n,
    lp: 0n,
    status: 'confirmed',
    signature: null,
    payout_signature: null,
    error: null,
    ...overrides,
  };
}

describe('activity items: what each record moved, signed, with its status', () => {
  it('reads a removal, a claim and an unstake of LP the way the pool books them', () => {
    const changes = (row: Partial<PoolActivityRow>) => poolItem(poolRow(row)).item.changes;
    expect(changes({ kind: 'remove', lp: 500_000_000n, dfl: 50_000_000_000n, usdc: 5_000_000n })).toEqual([
      { token: 'DFL_USDC', amount: '-0.5' },
      { token: 'DFL', amount: '50' },
      { token: 'USDC', amount: '5' },
    ]);
    expect(changes({ kind: 'claim', dfl: 1_250_000_000n })).toEqual([{ token: 'DFL', amount: '1.25' }]);
    // An unstake of LP pays the rewards in DFL with it.
    expect(changes({ kind: 'unstake', lp: 2_000_000_000n, dfl: 3n })).toEqual([
      { token: 'DFL_USDC', amount: '2' },
      { token: 'DFL', amount: '0.000000003' },
    ]);
    expect(changes({ kind: 'stake', lp: 10_000_000n })).toEqual([{ token: 'DFL_USDC', amount: '-0.01' }]);
  });

  it('keeps a refunded add of liquidity with its reason and the refund transaction', () => {
    const { atMs, item } = poolItem(
      poolRow({
        status: 'refunded',
        dfl: 1_000_000_000n,
        usdc: 100_000n,
        signature: 'player-tx',
        payout_signature: 'refund-tx',
        error: 'below your minimum; what you sent was returned',
      }),
    );
    expect(atMs).toBe(Number(AT));
    expect(item).toEqual({
      id: 'pool:a',
      kind: 'addLiquidity',
      at: ISO,
      status: 'refunded',
      subject: null,
      detail: null,
      changes: [
        { token: 'DFL', amount: '-1' },
        { token: 'USDC', amount: '-0.1' },
      ],
      signature: 'player-tx',
      payoutSignature: 'refund-tx',
      error: 'below your minimum; what you sent was returned',
    });
  });

  it('lists a failed withdrawal as failed with its reason', () => {
    const { item } = transferItem({
      key: 'transfer:w',
      at: AT,
      direction: 'withdraw',
      token: 'DFL',
      amount: 2_000_000_000n,
      status: 'failed',
      signature: 'game-tx',
      error: 'the transaction expired before it reached the chain',
    });
    expect(item).toMatchObject({
      kind: 'withdrawal',
      status: 'failed',
      changes: [{ token: 'DFL', amount: '-2' }],
      signature: null,
      payoutSignature: 'game-tx',
      error: 'the transaction expired before it reached the chain',
    });
  });

  it('lists an NFT prize with no token moved and the prize named', () => {
    const { item } = winItem(
      { key: 'win:w:1', at: AT, raffle_id: 'w', place: 1n, name: 'Weekly Golden Raffle', prizes: '' },
      [{ place: 1, kind: 'NFT', amount: '1', label: 'Legendary Chicken NFT' }],
    );
    expect(item).toMatchObject({
      kind: 'raffleWin',
      subject: 'Weekly Golden Raffle',
      detail: '1st prize: Legendary Chicken NFT',
      changes: [],
    });
  });

  it('reads a failed stake back from the bytes the wallet signed, with why it failed', () => {
    const owner = Keypair.generate();
    const dfl = Keypair.generate().publicKey;
    const transaction = new Transaction({
      feePayer: owner.publicKey,
      recentBlockhash: '11111111111111111111111111111111',
    }).add(
      createTransferCheckedInstruction(
        Keypair.generate().publicKey,
        dfl,
        Keypair.generate().publicKey,
        owner.publicKey,
        7_000_000_000n,
        9,
      ),
    );
    transaction.sign(owner);
    const { item } = unbookedItem(
      {
        key: 'tx:s',
        at: AT,
        signature: 's',
        kind: 'stake',
        bytes: transaction.serialize().toString('base64'),
        status: 'failed',
        error: 'the transaction expired before it reached the chain, so it moved nothing',
      },
      mintTokens({ DFL: dfl.toBase58(), GOLDY: Keypair.generate().publicKey.toBase58() }),
    );
    expect(item).toEqual({
      id: 'tx:s',
      kind: 'stake',
      at: ISO,
      status: 'failed',
      subject: null,
      detail: null,
      changes: [{ token: 'DFL', amount: '-7' }],
      signature: 's',
      payoutSignature: null,
      error: 'the transaction expired before it reached the chain, so it moved nothing',
    });
  });
});

describe('activity items: one game action', () => {
  it('sums what one action booked of a token in two movements (a bonus part and the rest)', () => {
    const { item } = movementItem(
      {
        at: AT,
        reason: 'repair 0b5c: price given back, the action was not done',
        key: 'movement:000000000007',
      },
      [
        { token: 'GOLDY', delta: 1_500_000_000n },
        { token: 'GOLDY', delta: 500_000_000n },
      ],
      { nft: () => 'Gun #7', raffle: () => null },
    );
    expect(item).toMatchObject({
      kind: 'priceReturned',
      subject: 'Gun #7',
      detail: 'the action was not done',
      changes: [{ token: 'GOLDY', amount: '2' }],
    });
  });
});
