import { bootOnIntent, fetchSignInFiles, prefetchSignInWhenIdle } from './bootOnIntent';
import { STORED_SESSION_MARK } from './storedSession';
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

/** The idle prefetch left out: its own test below. */
const noIdle = () => undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const signInButton = () => document.querySelector('button')!;

afterEach(() => delete document.documentElement.dataset.boot);

describe('the page’s entry before the app is in', () => {
  it('loads nothing until the player shows intent, then starts the app once', async () => {
    const { startApp, load } = page();
    bootOnIntent(load, noIdle);
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
    bootOnIntent(load, noIdle);
    signInButton().click();
    await settle();
    expect(startApp).toHaveBeenCalledWith({ signInPressed: true });
    // From then on the button is the app's: the entry's own listener is gone.
    signInButton().click();
    await settle();
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('starts the app at once, with the wallet layer’s files, for a stored session and for a page without the screen', async () => {
    document.documentElement.dataset.boot = STORED_SESSION_MARK;
    const resuming = page();
    const now = jest.fn();
    bootOnIntent(resuming.load, noIdle, now);
    expect(now).toHaveBeenCalledTimes(1);
    await settle();
    expect(resuming.startApp).toHaveBeenCalledWith({ signInPressed: false });
    delete document.documentElement.dataset.boot;
    const bare = page('');
    bootOnIntent(bare.load, noIdle, now);
    await settle();
    expect(bare.startApp).toHaveBeenCalledTimes(1);
    expect(now).toHaveBeenCalledTimes(2);
  });

  it('fetches none of the sign-in files before intent or idle when the sign-in screen shows', async () => {
    const { load } = page();
    const now = jest.fn();
    bootOnIntent(load, noIdle, now);
    await settle();
    expect(now).not.toHaveBeenCalled();
  });

  it('moves the listed files into the head once: their downloads start, nothing runs', () => {
    page();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<template id="sign-in-files"><link rel="prefetch" href="/416.1.js"></template>',
    );
    fetchSignInFiles();
    fetchSignInFiles();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/416.1.js']);
    links.forEach((link) => link.remove());
  });

  it('tries again on the next sign of intent when the app could not be fetched', async () => {
    const { startApp, load } = page();
    load.mockRejectedValueOnce(new Error('offline'));
    bootOnIntent(load, noIdle);
    signInButton().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(startApp).not.toHaveBeenCalled();
    signInButton().click();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(startApp).toHaveBeenCalledWith({ signInPressed: true });
  });

  it('prefetches the files the build lists once the page is idle, and runs nothing', async () => {
    const { load } = page();
    // As the build leaves them (shell/signInFilesPlugin.cjs): inert inside a template until then.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<template id="sign-in-files"><link rel="prefetch" href="/app.1.js"><link rel="prefetch" href="/127.2.css"></template>',
    );
    const prefetched = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
        link.getAttribute('href'),
      );
    bootOnIntent(load, () => prefetchSignInWhenIdle());
    expect(prefetched()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(prefetched()).toEqual(['/app.1.js', '/127.2.css']);
    expect(load).not.toHaveBeenCalled();
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  });
});
