import type { Browser, Page } from 'playwright-core';
import { signIn, type OpenedApp } from '../src/app';
import { closeFundedApp, openFundedApp } from '../src/fundedApp';
import { moveGameClock } from '../src/game';
import type { Stack } from '../src/stack';

jest.setTimeout(180_000);

/**
 * Good news is said once and badges its tab until seen (docs/product-rules.md, "Good news"), here a locked
 * stake whose lock ends: the toast once, across reloads; the Staking link "new" until Staking is shown.
 */
const UNLOCKED = 'Your 30-day stake of 1 DFL is unlocked: claim its rewards or take it out.';

let stack: Stack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  let app: OpenedApp;
  ({ stack, browser, app } = await openFundedApp(
    { DFL: 100, GOLDY: 0, USDC: 20 },
    { width: 320, height: 568 },
  ));
  ({ page } = app);
  await signIn(page);
});

afterAll(() => closeFundedApp({ stack, browser }));

const nav = () => page.getByRole('navigation', { name: 'Main' });
const notice = () => page.getByRole('status').filter({ hasText: UNLOCKED });

describe('good news, said once, its tab badged until seen', () => {
  it('a 30-day stake whose lock ended: one notice and a badge on Staking, kept across a reload', async () => {
    await nav().getByRole('link', { name: 'Staking' }).click();
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    await page.getByRole('radio', { name: /^30 days/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('1');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Staked 1 DFL for 30 days' })
      .waitFor({ timeout: 30_000 });
    await nav().getByRole('link', { name: 'Home' }).click();

    // The lock ends while the player is away: a page still open could hear of it first (the clock's move
    // draws due raffles, whose message makes it read again) and say it there, before a reload.
    const home = page.url();
    await page.goto('about:blank');
    await moveGameClock(stack, 31 * 24 * 3600);
    await page.goto(home);
    await notice().waitFor({ timeout: 15_000 });
    await nav().getByRole('link', { name: 'Staking, new', exact: true }).waitFor();

    // Said once: a reload says nothing again, and the badge stays until the tab is seen.
    await page.reload();
    await nav().getByRole('link', { name: 'Staking, new', exact: true }).waitFor();
    await page.waitForTimeout(4_000);
    expect(await notice().count()).toBe(0);

    await nav().getByRole('link', { name: 'Staking, new', exact: true }).click();
    await nav().getByRole('link', { name: 'Staking', exact: true }).waitFor();
    expect(await page.getByTestId('nav-badge').count()).toBe(0);
    await page.reload();
    await nav().getByRole('link', { name: 'Staking', exact: true }).waitFor();
    await page.waitForTimeout(3_000);
    expect(await page.getByTestId('nav-badge').count()).toBe(0);
    expect(await notice().count()).toBe(0);
  });
});
