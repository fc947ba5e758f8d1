import { BEGUN_READS_GLOBAL, FIRST_READS_KEY, MAX_FIRST_READS } from '@companion/shared-state/host';
import { FIRST_ORIGINS_KEY } from './firstOrigins';
import { markStoredSessionScript, showLoadingScreenScript } from './storedSession';
import { STORED_SESSION_MARK } from './storedSessionMark';

const KEY = 'companion.session';
const run = (script: string) => new Function(script)();

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove());
  delete document.documentElement.dataset.boot;
  document.body.innerHTML = '<div id="root"><main class="sign-in"><h1>Sign in</h1></main></div>';
});

describe('the page’s inline scripts for a stored session', () => {
  it('mark the page and show the loading screen when a session token is stored', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { token: 't', publicKey: 'k' }, version: 0 }));
    run(markStoredSessionScript(KEY));
    expect(document.documentElement.dataset.boot).toBe(STORED_SESSION_MARK);
    run(showLoadingScreenScript('<main class="loading-screen"><h1>Loading…</h1></main>'));
    expect(document.querySelector('h1')?.textContent).toBe('Loading…');
  });

  it('leave the sign-in screen alone without a token, with a signed-out one or with broken JSON', () => {
    for (const stored of [null, JSON.stringify({ state: { token: '', publicKey: '' } }), '{not json']) {
      if (stored === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, stored);
      run(markStoredSessionScript(KEY));
      run(showLoadingScreenScript('<h1>Loading…</h1>'));
      expect(document.documentElement.dataset.boot).toBeUndefined();
      expect(document.querySelector('h1')?.textContent).toBe('Sign in');
    }
  });

  it('open the connections the last visit started with, anonymous, only for http origins', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { token: 't', publicKey: 'k' }, version: 0 }));
    localStorage.setItem(
      FIRST_ORIGINS_KEY,
      JSON.stringify(['https://game.example', 'javascript:alert(1)', 'https://rpc.example:8899/path']),
    );
    run(markStoredSessionScript(KEY));
    const hints = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(hints.map((link) => [link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['https://game.example', 'anonymous'],
      ['https://rpc.example:8899', 'anonymous'],
    ]);
  });

  it('open no connection without a stored session, or with origins that are no list', () => {
    localStorage.setItem(FIRST_ORIGINS_KEY, JSON.stringify(['https://game.example']));
    run(markStoredSessionScript(KEY));
    localStorage.setItem(KEY, JSON.stringify({ state: { token: 't', publicKey: 'k' }, version: 0 }));
    localStorage.setItem(FIRST_ORIGINS_KEY, '"https://game.example"');
    run(markStoredSessionScript(KEY));
    expect(document.head.querySelectorAll('link[rel="preconnect"]')).toHaveLength(0);
    expect(document.documentElement.dataset.boot).toBe(STORED_SESSION_MARK);
  });

  describe('begin the first reads the last visit kept', () => {
    const begun = () => (window as unknown as Record<string, unknown>)[BEGUN_READS_GLOBAL];
    let sent: jest.Mock;
    beforeEach(() => {
      sent = jest.fn((url: string) => Promise.resolve(new Response(`answer of ${url}`)));
      window.fetch = sent as unknown as typeof fetch;
      delete (window as unknown as Record<string, unknown>)[BEGUN_READS_GLOBAL];
    });

    it('with the stored token on those that carry it, each left with its answer for the app', async () => {
      localStorage.setItem(KEY, JSON.stringify({ state: { token: 'tok', publicKey: 'k' }, version: 0 }));
      const chainBody = '{"jsonrpc":"2.0","id":1,"method":"getTokenAccountsByOwner","params":["k"]}';
      localStorage.setItem(
        FIRST_READS_KEY,
        JSON.stringify([
          { method: 'GET', url: 'https://game.example/api/p2e/funds', authorized: true },
          { method: 'GET', url: 'javascript:alert(1)', authorized: true },
          { method: 'DELETE', url: 'https://game.example/api/account', authorized: true },
          { method: 'POST', url: 'https://rpc.example', body: chainBody, authorized: false },
        ]),
      );
      run(markStoredSessionScript(KEY));
      expect(sent.mock.calls).toEqual([
        ['https://game.example/api/p2e/funds', { method: 'GET', headers: { authorization: 'tok' } }],
        [
          'https://rpc.example/',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: chainBody },
        ],
      ]);
      const reads = begun() as {
        method: string;
        url: string;
        body?: string;
        token: string;
        answer: Promise<Response>;
      }[];
      expect(reads.map(({ answer: _answer, ...request }) => request)).toEqual([
        { method: 'GET', url: 'https://game.example/api/p2e/funds', body: undefined, token: 'tok' },
        // The address as the app writes it, which the app's own request is matched on.
        { method: 'POST', url: 'https://rpc.example', body: chainBody, token: '' },
      ]);
      expect(await (await reads[0]!.answer).text()).toBe('answer of https://game.example/api/p2e/funds');
    });

    it(`at most ${MAX_FIRST_READS}, none without a stored session, and none from what is no list`, () => {
      const read = { method: 'GET', url: 'https://game.example/api/p2e/funds', authorized: true };
      localStorage.setItem(FIRST_READS_KEY, JSON.stringify(Array(MAX_FIRST_READS + 2).fill(read)));
      run(markStoredSessionScript(KEY));
      expect(sent).not.toHaveBeenCalled();
      localStorage.setItem(KEY, JSON.stringify({ state: { token: 'tok', publicKey: 'k' }, version: 0 }));
      run(markStoredSessionScript(KEY));
      expect(sent).toHaveBeenCalledTimes(MAX_FIRST_READS);
      sent.mockClear();
      localStorage.setItem(FIRST_READS_KEY, '{"method":"GET"}');
      run(markStoredSessionScript(KEY));
      expect(sent).not.toHaveBeenCalled();
      expect(begun()).toEqual([]);
    });

    it('leave a read that fails for the app to see, with no unhandled rejection meanwhile', async () => {
      sent.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
      const unhandled = jest.fn();
      process.on('unhandledRejection', unhandled);
      localStorage.setItem(KEY, JSON.stringify({ state: { token: 'tok', publicKey: 'k' }, version: 0 }));
      localStorage.setItem(
        FIRST_READS_KEY,
        JSON.stringify([{ method: 'GET', url: 'https://game.example/api/p2e/funds', authorized: true }]),
      );
      run(markStoredSessionScript(KEY));
      await new Promise((resolve) => setTimeout(resolve, 10));
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
      const [read] = begun() as { answer: Promise<Response> }[];
      await expect(read!.answer).rejects.toThrow('Failed to fetch');
    });
  });

  it('keep a markup that contains a closing script tag inside its string', () => {
    expect(showLoadingScreenScript('</script><h1>x</h1>')).not.toContain('</script>');
  });
});
