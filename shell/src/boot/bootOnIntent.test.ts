import { bootOnIntent } from './bootOnIntent';
import { STORED_SESSION_MARK } from './storedSessionMark';
import type { loadApp } from './loadApp';

const SCREEN =
  '<main class="sign-in"><h1>Please approve the message to sign in.</h1>' +
  '<button type="button">Sign In</button><input type="checkbox" role="switch"></main>';

function page(html = SCREEN) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const startApp = jest.fn();
  const load = jest.fn(async () => ({ startApp })) as unknown as jest.MockedFunction<typeof loadApp>;
  return { startApp, load };
}

/** config.json, as the page's entry asks for it (./configRequest.ts). */
const config = jest.fn(async () => ({}));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const signInButton = () => document.querySelector('button')!;

afterEach(() => {
  delete document.documentElement.dataset.boot;
  config.mockClear();
});

describe('the page’s entry before the app is in', () => {
  it('loads nothing until the player shows intent, then starts the app once', async () => {
    const { startApp, load } = page();
    bootOnIntent(load, config);
    await settle();
    expect(load).not.toHaveBeenCalled();
    signInButton().dispatchEvent(new Event('pointerover', { bubbles: true }));
    signInButton().dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledWith({ signInPressed: false });
  });

  it('answers a press on Sign In at once: the app starts signing in as soon as it is in', async () => {
    const { startApp, load } = page();
    bootOnIntent(load, config);
    signInButton().click();
    await settle();
    expect(startApp).toHaveBeenCalledWith({ signInPressed: true });
    // From then on the button is the app's: the entry's own listener is gone.
    signInButton().click();
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('starts the app at once, with config.json, for a stored session and for a page without the screen', async () => {
    document.documentElement.dataset.boot = STORED_SESSION_MARK;
    const resuming = page();
    bootOnIntent(resuming.load, config);
    expect(config).toHaveBeenCalledTimes(1);
    await settle();
    expect(resuming.startApp).toHaveBeenCalledWith({ signInPressed: false });
    delete document.documentElement.dataset.boot;
    const bare = page('');
    bootOnIntent(bare.load, config);
    await settle();
    expect(bare.startApp).toHaveBeenCalledTimes(1);
    expect(config).toHaveBeenCalledTimes(2);
  });

  it('asks for config.json with the first sign of intent, not before', async () => {
    const { load } = page();
    bootOnIntent(load, config);
    await settle();
    expect(config).not.toHaveBeenCalled();
    signInButton().dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(config).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next sign of intent when the app could not be fetched', async () => {
    const { startApp, load } = page();
    load.mockRejectedValueOnce(new Error('offline'));
    bootOnIntent(load, config);
    signInButton().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(startApp).not.toHaveBeenCalled();
    signInButton().click();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(startApp).toHaveBeenCalledWith({ signInPressed: true });
  });
});
