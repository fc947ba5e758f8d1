import fs from 'node:fs';
import path from 'node:path';
import { Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createFreezeAccountInstruction,
  createThawAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token';
import {
  liquidityResultSchema,
  stakeResultSchema,
  stakingOverviewSchema,
} from '@companion/shared-state/schemas';
import { openSocket } from './support/sockets';
import { startTestStack, type SignedForGame, type TestStack } from './support/testStack';
import { newKey } from './support/newKey';
import { getJson, postJson } from './support/testServer';

jest.setTimeout(120_000);

/** "1.5" with 9 decimals → 1500000000n. */
function toUnits(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

describe('the DFL/USDC pool and staking', () => {
  let stack: TestStack;
  let authority: Keypair;
  beforeAll(async () => {
    stack = await startTestStack();
    const secret = JSON.parse(
      fs.readFileSync(path.join(stack.server.dataDir, 'game-authority.json'), 'utf8'),
    ) as number[];
    authority = Keypair.fromSecretKey(Uint8Array.from(secret));
  });
  afterEach(() => stack.expectBooksEqual());
  afterAll(() => stack.stop());

  const pool = () => stack.chain.addresses.pool as Record<string, string>;
  const mint = (token: 'DFL' | 'USDC' | 'DFL_USDC') => new PublicKey(stack.chain.addresses.mints[token]);
  const ata = (owner: PublicKey, token: 'DFL' | 'USDC' | 'DFL_USDC') =>
    getAssociatedTokenAddressSync(mint(token), owner);
  const api = (token: string) => ({ authorization: token });

  async function reserves() {
    const { body } = await getJson(
      `${stack.server.apiUrl}/pool`,
      api((await stack.server.signedInWallet()).token),
    );
    const state = body as { dflReserve: string; usdcReserve: string; lpSupply: string };
    return {
      dfl: toUnits(state.dflReserve, 9),
      usdc: toUnits(state.usdcReserve, 6),
      lpSupply: toUnits(state.lpSupply, 9),
    };
  }

  /** Sends `amount` base units of `token` from the owner's wallet to its staking vault, then books the stake. */
  async function stake(
    owner: Keypair,
    session: string,
    token: 'DFL' | 'DFL_USDC',
    amount: bigint,
    optionId: string,
  ) {
    const { vaults } = stakingOverviewSchema.parse(
      (await getJson(`${stack.server.apiUrl}/staking`, api(session))).body,
    );
    const { transaction, signature } = await stack.signed(
      owner,
      createOwnAccount(owner.publicKey, 'DFL'),
      createTransferCheckedInstruction(
        ata(owner.publicKey, token),
        mint(token),
        new PublicKey(vaults[token]),
        owner.publicKey,
        amount,
        9,
      ),
    );
    const response = await postJson(
      `${stack.server.apiUrl}/staking/stake`,
      { transaction, optionId },
      api(session),
    );
    return { signature, transaction, response };
  }

  /** The player's own account of `token`, created if missing at the player's cost. */
  const createOwnAccount = (owner: PublicKey, token: 'DFL' | 'USDC' | 'DFL_USDC') =>
    createAssociatedTokenAccountIdempotentInstruction(owner, ata(owner, token), owner, mint(token));

  /** The player's add of liquidity, signed and not sent. */
  function depositTx(owner: Keypair, dfl: bigint, usdc: bigint) {
    return stack.signed(
      owner,
      createOwnAccount(owner.publicKey, 'DFL_USDC'),
      createTransferCheckedInstruction(
        ata(owner.publicKey, 'DFL'),
        mint('DFL'),
        new PublicKey(pool().reserveDfl!),
        owner.publicKey,
        dfl,
        9,
      ),
      createTransferCheckedInstruction(
        ata(owner.publicKey, 'USDC'),
        mint('USDC'),
        new PublicKey(pool().reserveUsdc!),
        owner.publicKey,
        usdc,
        6,
      ),
    );
  }
  const burnTx = (owner: Keypair, lp: bigint) =>
    stack.signed(
      owner,
      createOwnAccount(owner.publicKey, 'DFL'),
      createOwnAccount(owner.publicKey, 'USDC'),
      createBurnCheckedInstruction(
        ata(owner.publicKey, 'DFL_USDC'),
        mint('DFL_USDC'),
        owner.publicKey,
        lp,
        9,
      ),
    );

  const add = (token: string, signed: SignedForGame, minLp = '0') =>
    postJson(`${stack.server.apiUrl}/pool/add`, { transaction: signed.transaction, minLp }, api(token));
  const remove = (token: string, signed: SignedForGame, minDfl = '0', minUsdc = '0') =>
    postJson(
      `${stack.server.apiUrl}/pool/remove`,
      { transaction: signed.transaction, minDfl, minUsdc },
      api(token),
    );
  /** Sends a signed transaction ourselves, as a wallet that sends by itself would, and waits for it. */
  async function sendOurselves(signed: SignedForGame) {
    const latest = await stack.connection.getLatestBlockhash('confirmed');
    await stack.connection.confirmTransaction(
      {
        signature: await stack.connection.sendRawTransaction(Buffer.from(signed.transaction, 'base64')),
        ...latest,
      },
      'confirmed',
    );
  }

  it('adds 10 DFL with the matching USDC: LP at the proportional share, rounded down, once per signature', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const before = await reserves();
    const dfl = 10_000_000_000n;
    const usdc = (dfl * before.usdc + before.dfl - 1n) / before.dfl;
    const lpBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL_USDC'));
    const dflBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL'));
    const usdcBefore = await stack.balanceOf(ata(owner.publicKey, 'USDC'));

    const signed = await depositTx(owner, dfl, usdc);
    const { signature } = signed;
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(token, signed)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const result = liquidityResultSchema.parse(answers[0]?.body);
    expect(new Set(answers.map((a) => liquidityResultSchema.parse(a.body).action.id)).size).toBe(1);
    expect(result.action).toMatchObject({ kind: 'add', status: 'confirmed', signature, dfl: '10' });

    const expectedLp = (dfl * before.lpSupply) / before.dfl;
    expect(await stack.balanceOf(ata(owner.publicKey, 'DFL_USDC'))).toBe(lpBefore + expectedLp);
    expect(await stack.balanceOf(ata(owner.publicKey, 'DFL'))).toBe(dflBefore - dfl);
    expect(await stack.balanceOf(ata(owner.publicKey, 'USDC'))).toBe(usdcBefore - usdc);
    expect(await reserves()).toEqual({
      dfl: before.dfl + dfl,
      usdc: before.usdc + usdc,
      lpSupply: before.lpSupply + expectedLp,
    });

    // Removing it pays the pool share, rounded down; nothing more.
    const now = await reserves();
    const burn = await burnTx(owner, expectedLp);
    const removed = liquidityResultSchema.parse((await remove(token, burn)).body);
    expect(removed.action).toMatchObject({ kind: 'remove', status: 'confirmed' });
    expect(await stack.balanceOf(ata(owner.publicKey, 'DFL'))).toBe(
      dflBefore - dfl + (expectedLp * now.dfl) / now.lpSupply,
    );
    expect(await stack.balanceOf(ata(owner.publicKey, 'USDC'))).toBe(
      usdcBefore - usdc + (expectedLp * now.usdc) / now.lpSupply,
    );
  });

  it('refunds a deposit whose LP would be below the player minimum (slippage), and books nothing', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const before = await reserves();
    const dflBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL'));
    const usdcBefore = await stack.balanceOf(ata(owner.publicKey, 'USDC'));
    const signed = await depositTx(owner, 1_000_000_000n, 100_000n);
    const { body } = await add(token, signed, '1000');
    const { action } = liquidityResultSchema.parse(body);
    expect(action.status).toBe('refunded');
    expect(action.error).toMatch(/less than your minimum of 1000 \(slippage\)/);
    expect(await stack.balanceOf(ata(owner.publicKey, 'DFL'))).toBe(dflBefore);
    expect(await stack.balanceOf(ata(owner.publicKey, 'USDC'))).toBe(usdcBefore);
    expect(await reserves()).toEqual(before);
  });

  it('undoes the booking and refunds when minting the LP fails on chain', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const lpAccount = ata(owner.publicKey, 'DFL_USDC');
    // The game authority freezes the player's LP account, so the mint cannot land.
    await sendAndConfirmTransaction(
      stack.connection,
      new Transaction().add(createFreezeAccountInstruction(lpAccount, mint('DFL_USDC'), authority.publicKey)),
      [authority],
      { commitment: 'confirmed' },
    );
    const before = await reserves();
    const dflBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL'));
    const signed = await depositTx(owner, 2_000_000_000n, 200_000n);
    const { action } = liquidityResultSchema.parse((await add(token, signed)).body);
    expect(action.status).toBe('refunded');
    expect(action.error).toMatch(/the game's transaction failed/);
    expect(await stack.balanceOf(ata(owner.publicKey, 'DFL'))).toBe(dflBefore);
    expect(await reserves()).toEqual(before);
    await sendAndConfirmTransaction(
      stack.connection,
      new Transaction().add(createThawAccountInstruction(lpAccount, mint('DFL_USDC'), authority.publicKey)),
      [authority],
      { commitment: 'confirmed' },
    );
  });

  it('keeps a refund that could not land owed, and pays it once the background check runs again', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const accounts = [ata(owner.publicKey, 'DFL_USDC'), ata(owner.publicKey, 'DFL')] as const;
    const setFrozen = (frozen: boolean) =>
      sendAndConfirmTransaction(
        stack.connection,
        new Transaction().add(
          ...accounts.map((account, i) =>
            (frozen ? createFreezeAccountInstruction : createThawAccountInstruction)(
              account,
              mint(i === 0 ? 'DFL_USDC' : 'DFL'),
              authority.publicKey,
            ),
          ),
        ),
        [authority],
        { commitment: 'confirmed' },
      );
    const before = await reserves();
    const dflBefore = await stack.balanceOf(accounts[1]);
    // Landed first (the wallet sent it itself), then both accounts frozen: the LP mint fails, and so
    // does the DFL refund.
    const signed = await depositTx(owner, 3_000_000_000n, 300_000n);
    await sendOurselves(signed);
    await setFrozen(true);
    const { action } = liquidityResultSchema.parse((await add(token, signed)).body);
    expect(action.status).toBe('failed');
    expect(await reserves()).toEqual(before);
    expect(await stack.balanceOf(accounts[1])).toBe(dflBefore - 3_000_000_000n);

    await setFrozen(false);
    // A restart runs the background check at once.
    await stack.restartServer();
    let status = action.status;
    for (let i = 0; i < 100 && status !== 'refunded'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const history = (await getJson(`${stack.server.apiUrl}/staking/history`, api(token))).body as {
        id: string;
        status: string;
      }[];
      status = (history.find((entry) => entry.id === action.id)?.status ?? status) as typeof status;
    }
    expect(status).toBe('refunded');
    expect(await stack.balanceOf(accounts[1])).toBe(dflBefore);
    // Asking again answers the same action, refunded, and pays nothing twice.
    const again = liquidityResultSchema.parse((await add(token, signed)).body);
    expect(again.action).toMatchObject({ id: action.id, status: 'refunded' });
    expect(await stack.balanceOf(accounts[1])).toBe(dflBefore);
  });

  it('after 20 concurrent adds and removes, what every LP holder could redeem stays within the reserves', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => stack.fundedWallet()));
    const start = await reserves();
    const signedAll = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const player = players[i % players.length]!;
        const signed =
          i % 2 === 0
            ? await depositTx(player.wallet.keypair, BigInt(1_000_000_007 + i * 13), BigInt(100_003 + i))
            : await burnTx(player.wallet.keypair, BigInt(300_000_001 + i));
        return { player, signed, kind: i % 2 === 0 ? 'add' : 'remove' };
      }),
    );
    const answers = await Promise.all(
      signedAll.map(({ player, signed, kind }) =>
        kind === 'add' ? add(player.token, signed) : remove(player.token, signed),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = await reserves();
    const supply = (await getMint(stack.connection, mint('DFL_USDC'))).supply;
    expect(supply).toBe(after.lpSupply);
    // Redeeming every LP token in circulation at the booked reserves pays at most those reserves…
    expect((supply * after.dfl) / after.lpSupply).toBeLessThanOrEqual(after.dfl);
    // …and the chain holds at least what is booked.
    expect(await stack.balanceOf(new PublicKey(pool().reserveDfl!))).toBeGreaterThanOrEqual(after.dfl);
    expect(await stack.balanceOf(new PublicKey(pool().reserveUsdc!))).toBeGreaterThanOrEqual(after.usdc);
    // Value per LP never falls: everything rounds in the pool's favour.
    expect(after.dfl * start.lpSupply).toBeGreaterThanOrEqual(start.dfl * after.lpSupply);
    expect(after.usdc * start.lpSupply).toBeGreaterThanOrEqual(start.usdc * after.lpSupply);
  });

  it('stakes LP for 30 days: rewards accrue, early unstake refused with the date, claim and unstake pay on chain', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const overview = async () =>
      stakingOverviewSchema.parse((await getJson(`${stack.server.apiUrl}/staking`, api(token))).body);
    const first = await overview();
    expect(first.options.map((o) => o.id)).toEqual([
      'dfl-flexible',
      'dfl-30d',
      'dfl-90d',
      'dfl-180d',
      'dfl-365d',
      'lp-flexible',
      'lp-30d',
      'lp-90d',
      'lp-180d',
      'lp-365d',
    ]);
    const lpBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL_USDC'));
    const staking = await stake(owner, token, 'DFL_USDC', 5_000_000_000n, 'lp-30d');
    const { signature, response } = staking;
    const staked = stakeResultSchema.parse(response.body);
    expect(staked.position).toMatchObject({ amount: '5', token: 'DFL_USDC', lockDays: 30, status: 'active' });
    const again = await postJson(
      `${stack.server.apiUrl}/staking/stake`,
      { transaction: staking.transaction, optionId: 'lp-30d' },
      api(token),
    );
    expect(staked.position.signature).toBe(signature);
    expect(stakeResultSchema.parse(again.body).position.id).toBe(staked.position.id);
    const positionId = staked.position.id;

    const early = await postJson(
      `${stack.server.apiUrl}/staking/unstake`,
      { positionId, idempotencyKey: newKey() },
      api(token),
    );
    expect(early.status).toBe(409);
    expect((early.body as { error: string }).error).toMatch(
      /^This stake is locked until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );

    await postJson(`${stack.server.url}/dev/clock`, { advanceSeconds: 31 * 24 * 3600 });
    const later = await overview();
    const position = later.positions.find((p) => p.id === positionId)!;
    expect(BigInt(position.rewards.replace('.', '').replace(/^0+/, '') || '0')).toBeGreaterThan(0n);
    expect(later.options.find((o) => o.id === 'lp-30d')?.apr).toMatch(/^\d+\.\d\d$/);

    const dflBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL'));
    const claim = stakeResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/staking/claim`,
          { positionId, idempotencyKey: newKey() },
          api(token),
        )
      ).body,
    );
    expect(claim.action).toMatchObject({ kind: 'claim', status: 'confirmed' });
    const claimed = await stack.balanceOf(ata(owner.publicKey, 'DFL'));
    expect(claimed).toBeGreaterThan(dflBefore);

    const out = stakeResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/staking/unstake`,
          { positionId, idempotencyKey: newKey() },
          api(token),
        )
      ).body,
    );
    expect(out.action).toMatchObject({ kind: 'unstake', status: 'confirmed', lp: '5' });
    expect(await stack.balanceOf(ata(owner.publicKey, 'DFL_USDC'))).toBe(lpBefore);
    expect((await overview()).positions.find((p) => p.id === positionId)).toBeUndefined();
    const history = (await getJson(`${stack.server.apiUrl}/staking/history`, api(token))).body as {
      kind: string;
    }[];
    expect(history.map((h) => h.kind)).toEqual(['unstake', 'claim', 'stake']);
  });

  it('keeps the rewards when the claim payout fails on chain, and unstakes flexible at once', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const dflBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL'));
    const { position } = stakeResultSchema.parse(
      (await stake(owner, token, 'DFL', 7_000_000_000n, 'dfl-flexible')).response.body,
    );
    await postJson(`${stack.server.url}/dev/clock`, { advanceSeconds: 3600 });
    const dflAccount = ata(owner.publicKey, 'DFL');
    await sendAndConfirmTransaction(
      stack.connection,
      new Transaction().add(createFreezeAccountInstruction(dflAccount, mint('DFL'), authority.publicKey)),
      [authority],
      { commitment: 'confirmed' },
    );
    const failed = await postJson(
      `${stack.server.apiUrl}/staking/claim`,
      { positionId: position.id, idempotencyKey: newKey() },
      api(token),
    );
    expect(failed.status).toBe(502);
    const kept = stakingOverviewSchema.parse(
      (await getJson(`${stack.server.apiUrl}/staking`, api(token))).body,
    ).positions[0];
    expect(Number(kept?.rewards)).toBeGreaterThan(0);
    await sendAndConfirmTransaction(
      stack.connection,
      new Transaction().add(createThawAccountInstruction(dflAccount, mint('DFL'), authority.publicKey)),
      [authority],
      { commitment: 'confirmed' },
    );

    const out = stakeResultSchema.parse(
      (
        await postJson(
          `${stack.server.apiUrl}/staking/unstake`,
          { positionId: position.id, idempotencyKey: newKey() },
          api(token),
        )
      ).body,
    );
    expect(out.action.status).toBe('confirmed');
    expect(await stack.balanceOf(dflAccount)).toBeGreaterThan(dflBefore);
  });

  it('pays one of several claims and unstakes sent at once, never two', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const owner = wallet.keypair;
    const { position } = stakeResultSchema.parse(
      (await stake(owner, token, 'DFL', 4_000_000_000n, 'dfl-flexible')).response.body,
    );
    await postJson(`${stack.server.url}/dev/clock`, { advanceSeconds: 600 });
    const dflBefore = await stack.balanceOf(ata(owner.publicKey, 'DFL'));
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        postJson(
          `${stack.server.apiUrl}/staking/claim`,
          { positionId: position.id, idempotencyKey: newKey() },
          api(token),
        ),
      ),
      postJson(
        `${stack.server.apiUrl}/staking/unstake`,
        { positionId: position.id, idempotencyKey: newKey() },
        api(token),
      ),
    ]);
    const paid = answers
      .filter((answer) => answer.status === 200)
      .map((a) => stakeResultSchema.parse(a.body));
    expect(paid).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    const received = (await stack.balanceOf(ata(owner.publicKey, 'DFL'))) - dflBefore;
    const [only] = paid;
    // What arrived on chain is exactly the one payout booked.
    expect(received).toBe(toUnits(only!.action.dfl, 9));
  });

  it('tells the wallet sockets when a position opens and when an add changes status', async () => {
    const { wallet, token } = await stack.fundedWallet();
    const socket = await openSocket(`${stack.server.wsUrl}?Authorization=${token}`);
    const messages: { type: string; data: { status?: string; kind?: string } }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
    await stake(wallet.keypair, token, 'DFL', 1_000_000_000n, 'dfl-90d');
    await add(token, await depositTx(wallet.keypair, 1_000_000_000n, 100_000n));
    for (let i = 0; i < 50 && messages.length < 3; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(messages.map((m) => [m.type, m.data.status])).toEqual([
      ['stakeUpdated', 'active'],
      ['liquidityUpdated', 'pending'],
      ['liquidityUpdated', 'confirmed'],
    ]);
    socket.close();
  });

  it('refuses bad input naming the field', async () => {
    const { token } = await stack.fundedWallet();
    const bad = await postJson(
      `${stack.server.apiUrl}/pool/add`,
      { transaction: 'x', minLp: '1' },
      api(token),
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/^transaction /);
    const option = await postJson(
      `${stack.server.apiUrl}/staking/claim`,
      { positionId: 'nope', idempotencyKey: newKey() },
      api(token),
    );
    expect(option.status).toBe(404);
  });
});
