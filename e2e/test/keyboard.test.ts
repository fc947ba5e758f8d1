import type { Browser, Page } from 'playwright-core';
import { openApp, signIn, type OpenedApp } from '../src/app';
import { audit, blocking } from '../src/axe';
import { creditInGame, fund } from '../src/chain';
import { moveGameClock } from '../src/game';
import type { Stack } from '../src/stack';
import { closeSuite, startSuite } from '../src/suite';
import { TestWallet } from '../src/testWallet';

jest.setTimeout(240_000);

/** The keyboard through the app (docs/product-rules.md, "Keyboard"), at a small and a usual phone width. */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

let stack: Stack;
let browser: Browser;

beforeAll(async () => ({ stack, browser } = await startSuite()));
afterAll(() => closeSuite({ stack, browser }));

/** What has the keyboard's focus: its test id, its accessible text, or "body" when nothing has. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return (
      active.getAttribute('data-testid') ??
      active.getAttribute('aria-label') ??
      (active as HTMLElement).innerText?.trim() ??
      active.tagName
    );
  });

describe.each(VIEWPORTS)('the keyboard, at $width px', (viewport) => {
  let app: OpenedApp;
  beforeAll(async () => {
    const wallet = new TestWallet();
    await fund(stack.urls.rpc, wallet.address, { DFL: 100, GOLDY: 0, USDC: 20, DFL_USDC: 2 });
    app = await openApp(browser, stack.urls.shell, wallet, viewport);
    await signIn(app.page);
  });
  afterAll(() => app?.page.context().close());

  it('the skip link is the first stop and takes the keyboard past the header to the page', async () => {
    const { page } = app;
    // A page opened afresh (the session stays): the keyboard starts at the top.
    await page.goto(`${stack.urls.shell}/staking`);
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    // The page's controls are drawn (its skeleton has none to tab to).
    await page.getByRole('textbox', { name: 'Amount to stake' }).waitFor();
    // The keyboard from the top of the page (the title the app focused after loading is further down).
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    // The next stop is the page's own first control, not the header's.
    await page.keyboard.press('Tab');
    expect({
      inPage: await page.evaluate(() => !!document.activeElement?.closest('#content')),
      focused: await focused(page),
    }).toMatchObject({ inPage: true });
    expect(blocking(await audit(page, `skip link at ${viewport.width} px`))).toEqual([]);
  });

  it('a focused amount field is never under the bottom navigation', async () => {
    const { page } = app;
    const field = page.getByRole('textbox', { name: 'Amount to stake' });
    await field.focus();
    const [box, nav] = await Promise.all([
      field.boundingBox(),
      page.getByRole('navigation').last().boundingBox(),
    ]);
    expect(box).not.toBeNull();
    expect(nav).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(nav!.y);
  });

  it('after the stake sheet, focus is on the wait (Cancel) or the outcome, never the page body', async () => {
    const { page, wallet } = app;
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('1');
    const release = wallet.holdSigning();
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).press('Enter');
    await page.getByTestId('action-status').waitFor();
    expect(await focused(page)).toBe('Cancel');
    await page.keyboard.press('Enter');
    release();
    await page.getByTestId('action-status').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(await focused(page)).not.toBe('body');
  });

  it('after the raffle-entry sheet, focus returns to Enter or the outcome, never the page body', async () => {
    const { page } = app;
    await page.getByRole('link', { name: 'Raffles' }).click();
    const open = page
      .getByRole('region', { name: 'Open', exact: true })
      .getByRole('region', { name: 'Daily GOLDY Raffle' });
    await open.getByLabel('Entries').fill('1');
    await open.getByRole('button', { name: 'Enter', exact: true }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Enter raffle' });
    await sheet.getByRole('button', { name: 'Enter', exact: true }).press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await open.getByText(/^1 \(cap 100\)$/).waitFor();
    await page.waitForTimeout(300);
    const now = await focused(page);
    expect(now).not.toBe('body');
    expect(['Enter', 'Entries', 'action-error']).toContain(now);
  });

  it.each([
    ['the deposit sheet', '/transfer', ['Amount'], 'Deposit', 'Confirm'],
    ['the ticket purchase sheet', '/raffles', [], 'Buy tickets', 'Buy'],
    ['the add-liquidity sheet', '/staking/add-lp', ['DFL amount', 'USDC amount'], 'Add liquidity', 'Confirm'],
    ['the remove-liquidity sheet', '/staking/add-lp', ['LP amount'], 'Remove liquidity', 'Confirm'],
  ])(
    'after %s is cancelled with Escape, focus is back on what opened it',
    async (_sheet, route, fields, opener, confirm) => {
      const { page } = app;
      await page.goto(`${stack.urls.shell}${route}`);
      const content = page.locator('#content');
      const button = content.getByRole('button', { name: opener, exact: true }).first();
      await button.waitFor();
      for (const field of fields) await content.getByRole('textbox', { name: field, exact: true }).fill('1');
      await page.waitForFunction((name) => {
        const found = [...document.querySelectorAll<HTMLButtonElement>('#content button')].find(
          (b) => b.textContent === name,
        );
        return !!found && !found.disabled;
      }, opener);
      await button.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog');
      await sheet.waitFor();
      expect(await focused(page)).toBe(confirm);
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe(opener);
    },
  );

  it('after the claim and unstake sheets, focus is back on what opened them, or on the outcome once confirmed', async () => {
    const { page } = app;
    await page.goto(`${stack.urls.shell}/staking`);
    await page.getByRole('heading', { name: 'Staking pools' }).waitFor();
    await page.getByRole('radio', { name: 'DFL', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: /^Flexible/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Amount to stake' }).fill('2');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).press('Enter');
    const card = page.getByRole('article').filter({ hasText: /2 DFL · Flexible/ });
    await card.waitFor({ timeout: 30_000 });
    // A day of the game's clock: the stake has rewards to claim.
    await moveGameClock(stack, 24 * 60 * 60);
    await page.reload();
    const claim = card.getByRole('button', { name: 'Claim' });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLButtonElement>('article button')].some(
          (b) => b.textContent === 'Claim' && !b.disabled,
        ),
      undefined,
      { timeout: 30_000 },
    );
    for (const [opener, title] of [
      [claim, 'Claim rewards'],
      [card.getByRole('button', { name: 'Unstake' }), 'Unstake'],
    ] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: title });
      await sheet.waitFor();
      expect(await focused(page)).toBe('Confirm');
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe(title === 'Unstake' ? 'Unstake' : 'Claim');
    }
    // Confirmed from the keyboard: the stake goes, and focus lands on the outcome or back in the page.
    await card.getByRole('button', { name: 'Unstake' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: 'Unstake' })
      .getByRole('button', { name: 'Confirm' })
      .press('Enter');
    await card.waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForTimeout(300);
    expect(await focused(page)).not.toBe('body');
  });

  it("after an NFT's action sheet, focus is back on the action that opened it", async () => {
    const { page, wallet } = app;
    // In-game GOLDY and DFL enough for any action of a starting NFT.
    await creditInGame(stack.urls.gameApi, wallet.address, 'GOLDY', '100000');
    await creditInGame(stack.urls.gameApi, wallet.address, 'DFL', '1000');
    await page.goto(`${stack.urls.shell}/inventory`);
    const grid = page.getByRole('list', { name: 'Your NFTs' });
    await grid
      .getByRole('link', { name: /^Cow #/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Cow #/, level: 2 }).waitFor();
    const upgrade = page.getByRole('button', { name: 'Upgrade', exact: true });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLButtonElement>('button')].some(
          (b) => b.textContent === 'Upgrade' && !b.disabled,
        ),
      undefined,
      { timeout: 30_000 },
    );
    await upgrade.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    expect(await focused(page)).toBe('Confirm');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Upgrade');
  });

  it("after the inventory's filter sheet, focus is back on the header's Filter button", async () => {
    const { page } = app;
    await page.getByRole('link', { name: 'Inventory' }).click();
    const filter = page.getByRole('button', { name: 'Filter' });
    await filter.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('Filter');
  });
});
