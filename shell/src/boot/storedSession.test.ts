import { markStoredSessionScript, showLoadingScreenScript, STORED_SESSION_MARK } from './storedSession';

const KEY = 'companion.session';
const run = (script: string) => new Function(script)();

beforeEach(() => {
  localStorage.clear();
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

  it('keep a markup that contains a closing script tag inside its string', () => {
    expect(showLoadingScreenScript('</script><h1>x</h1>')).not.toContain('</script>');
  });
});
