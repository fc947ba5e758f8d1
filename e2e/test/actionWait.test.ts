import type { Browser, Page } from 'playwright-core';
import { openApp, signIn, type OpenedApp } from '../src/app';
import { audit, blocking } from '../src/axe';
import { fund } from '../src/chain';
import { playerGet } from '../src/game';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(240_000);

/** An action's wait, its Cancel and its failure, as a player meets them on a phone (docs/tab-kit.md, "Actions"). */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

async function openAt(viewport: { width: number; height: number }): Promise<OpenedApp> {
  const wallet = new TestWallet();
  await fund(stack.urls.rpc, wallet.address, { DFL: 100, GOLDY: 0, USDC: 20, DFL_USDC: 2 });
  const app = await openApp(browser, stack.urls.shell, wallet, viewport);
  await signIn(app.page);
  return app;
}

const isDisabled = (page: Page, name: string) =>
  page.getByRole('textbox', { name }).evaluate((input) => input.matches(':disabled'));

async function expectNoBlockingAxe(page: Page, screen: string): Promise<void> {
  expect(blocking(await audit(page, screen))).toEqual([]);
}

/** The player's stakes and pool actions as the game has booked them. */
async function bookedCount(app: OpenedApp): Promise<number> {
  const staking = await playerGet<{ positions: unknown[] }>(stack, app.page, '/staking');
  return staking.positions.length;
}

describe.each(VIEWPORTS)('an action while the wallet is asked, at $width px', (viewport) => {
  let app: OpenedApp;
  beforeAll(async () => {
    app = await openAt(viewport);
  });
  afterAll(() => app?.page.context().close());

  it('a stake the wallet never answers: status, Cancel, inputs locked, nothing sent after Cancel', async () => {
    const { page, wallet } = app;
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    const before = await bookedCount(app);
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('10');
    const release = wallet.holdSigning();
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const status = page
      .getByTestId('action-status')
      .filter({ hasText: 'Stake 10 DFL, flexible: Approve the request in your wallet…' });
    await status.waitFor();
    expect(await isDisabled(page, 'Amount to stake')).toBe(true);
    expect(await page.getByRole('button', { name: 'Max DFL' }).isDisabled()).toBe(true);
    // Focus is on Cancel, not lost on the page body.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expectNoBlockingAxe(page, `stake waiting for the wallet at ${viewport.width} px`);
    await status.getByRole('button', { name: 'Cancel' }).click();
    await status.waitFor({ state: 'detached' });
    // The wallet answers late: what it signed is never sent.
    release();
    await page.waitForTimeout(2_000);
    expect(await bookedCount(app)).toBe(before);
    expect(await isDisabled(page, 'Amount to stake')).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Amount to stake' }).inputValue()).toBe('10');
    expect(await page.getByTestId('action-error').count()).toBe(0);
  });

  it('a refusal stays beside the stake, past a toast’s time, until the player acts again', async () => {
    const { page, wallet } = app;
    await page.getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('10');
    wallet.rejectNext = true;
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const error = page.getByTestId('action-error');
    await error.filter({ hasText: 'You declined the request in your wallet. Nothing was sent.' }).waitFor();
    // Focus lands on the outcome or back on the control that asked, never on the page body.
    expect(
      await page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('data-testid') ?? active?.textContent ?? 'none';
      }),
    ).toMatch(/^(action-error|Stake)$/);
    await page.waitForTimeout(4_000);
    expect(await error.count()).toBe(1);
    await expectNoBlockingAxe(page, `stake refused at ${viewport.width} px`);
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('11');
    expect(await error.count()).toBe(0);
  });

  it('an add of liquidity the wallet never answers: status, Cancel, both amounts locked, nothing sent', async () => {
    const { page, wallet } = app;
    await page.goto(`${stack.urls.shell}/staking/add-lp`);
    await page.getByRole('heading', { name: 'Add DFL/USDC liquidity' }).waitFor();
    // Every pool action the game booked for the player.
    const pool = () => playerGet<unknown>(stack, page, '/staking/history');
    const before = await pool();
    await page.getByRole('textbox', { name: 'DFL amount' }).fill('10');
    const usdc = page.getByRole('textbox', { name: 'USDC amount' });
    for (let i = 0; i < 50 && (await usdc.inputValue()) !== '1'; i += 1) await page.waitForTimeout(100);
    const release = wallet.holdSigning();
    await page.getByRole('button', { name: 'Add liquidity', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const status = page
      .getByTestId('action-status')
      .filter({ hasText: 'Approve the request in your wallet…' });
    await status.waitFor();
    expect(await isDisabled(page, 'DFL amount')).toBe(true);
    expect(await isDisabled(page, 'USDC amount')).toBe(true);
    await status.getByRole('button', { name: 'Cancel' }).click();
    await status.waitFor({ state: 'detached' });
    release();
    await page.waitForTimeout(2_000);
    expect(await pool()).toEqual(before);
    expect(await isDisabled(page, 'DFL amount')).toBe(false);
  });
});
