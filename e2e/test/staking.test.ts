import { Connection, PublicKey } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { Browser, Page } from 'playwright-core';
import { expectCoinAmount, signIn, type OpenedApp } from '../src/app';
import { moveGameClock, playerGet, sessionToken } from '../src/game';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import type { Stack } from '../src/stack';

jest.setTimeout(240_000);

let stack: Stack;
let browser: Browser;
let app: OpenedApp;
let connection: Connection;

beforeAll(async () => {
  ({ stack, browser, app } = await openFundedApp({ DFL: 100, GOLDY: 0, USDC: 20, DFL_USDC: 2 }));
  connection = new Connection(stack.urls.rpc, 'confirmed');
  await signIn(app.page);
});

afterAll(() => closeFundedApp({ stack, browser }));

type Token = 'DFL' | 'USDC' | 'DFL_USDC';

/** The wallet's on-chain balance of a token in base units. */
async function onChain(token: Token): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(
    new PublicKey(stack.addresses.mints[token]!),
    app.wallet.keypair.publicKey,
  );
  const balance = await connection.getTokenAccountBalance(account, 'confirmed').catch(() => undefined);
  return balance ? BigInt(balance.value.amount) : 0n;
}

async function waitForBalance(token: Token, expected: bigint): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if ((await onChain(token)) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await onChain(token)).toBe(expected);
}

async function confirmInSheet(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
}

/** The tab's own outcome line (the history lists the same actions in similar words). */
const outcome = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

const position = (page: Page, name: RegExp) => page.getByRole('article').filter({ hasText: name });

describe('staking tab and add-liquidity in Chromium', () => {
  it('adds 10 DFL with the matching USDC: LP received, DFL and USDC down exactly', async () => {
    const { page } = app;
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    // Phone-first: nothing wider than a 320 px screen.
    await page.setViewportSize({ width: 320, height: 860 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: 'Add liquidity' }).click();
    await page.getByRole('heading', { name: 'Add DFL/USDC liquidity' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    const [dfl, usdc, lp] = [await onChain('DFL'), await onChain('USDC'), await onChain('DFL_USDC')];
    await page.getByRole('textbox', { name: 'DFL amount' }).fill('10');
    // The seeded pool prices DFL at 0.1 USDC: the USDC side follows, and 0.1 LP is shown.
    const usdcField = page.getByRole('textbox', { name: 'USDC amount' });
    for (let i = 0; i < 50 && (await usdcField.inputValue()) !== '1'; i += 1) await page.waitForTimeout(100);
    expect(await usdcField.inputValue()).toBe('1');
    await page.getByText('1 DFL = 0.1 USDC').waitFor();
    await page.getByTestId('lp-to-receive').getByText('0.1').waitFor();
    await confirmInSheet(page, 'Add liquidity');
    await outcome(page, 'Liquidity added: 0.1 DFL/USDC LP received').waitFor({ timeout: 30_000 });
    await waitForBalance('DFL_USDC', lp + 100_000_000n);
    expect(await onChain('DFL')).toBe(dfl - 10_000_000_000n);
    expect(await onChain('USDC')).toBe(usdc - 1_000_000n);
    // The header's GLOBAL balance follows the chain.
    await expectCoinAmount(page, '90', 30_000);
  });

  it('removes it again at the pool share', async () => {
    const { page } = app;
    const [dfl, usdc, lp] = [await onChain('DFL'), await onChain('USDC'), await onChain('DFL_USDC')];
    await page.getByRole('textbox', { name: 'LP amount' }).fill('0.1');
    await page.getByText('You receive 10 DFL and 1 USDC').waitFor();
    await confirmInSheet(page, 'Remove liquidity');
    await outcome(page, 'Liquidity removed: 10 DFL and 1 USDC received').waitFor({ timeout: 30_000 });
    await waitForBalance('DFL_USDC', lp - 100_000_000n);
    expect(await onChain('DFL')).toBe(dfl + 10_000_000_000n);
    expect(await onChain('USDC')).toBe(usdc + 1_000_000n);
    await expectCoinAmount(page, '100', 30_000);
  });

  it('stakes 1 LP for 30 days: rewards tick, unstake waits for the unlock', async () => {
    const { page } = app;
    await page.goBack();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    const lp = await onChain('DFL_USDC');
    await page.getByRole('radio', { name: /^DFL\/USDC LP/ }).check({ force: true });
    await page.getByRole('radio', { name: /^30 days/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('1');
    await confirmInSheet(page, 'Stake');
    await outcome(page, 'Staked 1 DFL/USDC LP for 30 days').waitFor({ timeout: 30_000 });
    await waitForBalance('DFL_USDC', lp - 1_000_000_000n);

    const card = position(page, /1 DFL\/USDC LP · 30 days/);
    await card.waitFor();
    const rewards = card.getByTestId('position-rewards');
    const first = await rewards.textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="position-rewards"]')?.textContent !== before,
      first,
      { timeout: 5_000 },
    );
    expect(await card.getByRole('button', { name: 'Unstake' }).isDisabled()).toBe(true);
    await card.getByText(/^Locked until \d\d\/\d\d\/\d{4}, \d\d:\d\d [AP]M$/).waitFor();
  });

  it('the server refuses an early unstake with the unlock date', async () => {
    const { page } = app;
    const token = await sessionToken(page);
    const overview = await playerGet<{ positions: { id: string }[] }>(stack, page, '/staking');
    const response = await fetch(`${stack.urls.gameApi}/api/staking/unstake`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ positionId: overview.positions[0]?.id, idempotencyKey: 'early-unstake-1' }),
    });
    const answer = { status: response.status, body: (await response.json()) as { error: string } };
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/^This stake is locked until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  });

  it('after the game clock passes the unlock: claim pays DFL and unstake returns the LP on chain', async () => {
    const { page } = app;
    await moveGameClock(stack, 31 * 24 * 60 * 60);
    await page.reload();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    const card = position(page, /1 DFL\/USDC LP · 30 days/);
    // Until the page has read the game clock it counts on its own, where the stake is still locked: the button
    // turns available once the clock is read.
    await card.getByRole('button', { name: 'Unstake', disabled: false }).waitFor();

    const dfl = await onChain('DFL');
    await card.getByRole('button', { name: 'Claim' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await outcome(page, /^Claimed [\d.,]+ DFL$/).waitFor({ timeout: 30_000 });
    expect(await onChain('DFL')).toBeGreaterThan(dfl);

    const lp = await onChain('DFL_USDC');
    await card.getByRole('button', { name: 'Unstake' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await outcome(page, /^Unstaked 1 DFL\/USDC LP/).waitFor({ timeout: 30_000 });
    await waitForBalance('DFL_USDC', lp + 1_000_000_000n);
    await position(page, /1 DFL\/USDC LP · 30 days/).waitFor({ state: 'detached' });
  });

  it('a flexible DFL stake goes in and comes straight out', async () => {
    const { page } = app;
    const dfl = await onChain('DFL');
    await page.getByRole('radio', { name: 'DFL', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: /^Flexible/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('2');
    await confirmInSheet(page, 'Stake');
    await outcome(page, 'Staked 2 DFL, flexible').waitFor({ timeout: 30_000 });
    await waitForBalance('DFL', dfl - 2_000_000_000n);
    const card = position(page, /2 DFL · Flexible/);
    await card.getByRole('button', { name: 'Unstake' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await outcome(page, /^Unstaked 2 DFL/).waitFor({ timeout: 30_000 });
    // Principal back, plus whatever the seconds staked earned.
    for (let i = 0; i < 50 && (await onChain('DFL')) < dfl; i += 1) await page.waitForTimeout(200);
    expect(await onChain('DFL')).toBeGreaterThanOrEqual(dfl);
  });

  it('lists every action in the history with explorer links', async () => {
    const history = app.page.getByRole('region', { name: 'Your history' });
    await history
      .getByText(/Added liquidity/)
      .first()
      .waitFor();
    for (const label of ['Removed liquidity', 'Staked', 'Claimed', 'Unstaked']) {
      await history.getByText(new RegExp(label)).first().waitFor();
    }
    const links = history.getByRole('link', { name: /explorer/i });
    expect(await links.count()).toBeGreaterThanOrEqual(6);
  });
});
