import { FIRST_ORIGINS_KEY } from './firstOrigins';
import { markStoredSessionScript, showLoadingScreenScript, STORED_SESSION_MARK } from './storedSession';

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

  it('keep a markup that contains a closing script tag inside its string', () => {
    expect(showLoadingScreenScript('</script><h1>x</h1>')).not.toContain('</script>');
  });
});
