import { preloadFile } from './preloadFile';
import { trustBuild } from './remoteIntegrity';

const ENTRY = 'https://tabs.example/transfer/1.0.0/remoteEntry.js';
const STYLE = 'https://tabs.example/transfer/1.0.0/__federation_expose_App.css';
const HASHES = {
  'remoteEntry.js': `sha384-${'E'.repeat(64)}`,
  '__federation_expose_App.css': `sha384-${'C'.repeat(64)}`,
};
const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [
    l.as,
    l.href,
    l.getAttribute('integrity'),
    l.getAttribute('crossorigin'),
  ]);

beforeEach(() => trustBuild('transfer', ENTRY, HASHES));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadFile', () => {
  it('downloads a file once, as a script or a style sheet, with its recorded hash, without running or applying it', () => {
    preloadFile(ENTRY);
    preloadFile(STYLE);
    preloadFile(ENTRY);
    expect(preloads()).toEqual([
      ['script', ENTRY, HASHES['remoteEntry.js'], 'anonymous'],
      ['style', STYLE, HASHES['__federation_expose_App.css'], 'anonymous'],
    ]);
    expect(document.querySelectorAll('script, link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('does not download a file its build records no hash for, nor one of no known build', () => {
    preloadFile('https://tabs.example/transfer/1.0.0/__federation_expose_App.js');
    preloadFile('https://elsewhere.example/remoteEntry.js');
    expect(preloads()).toEqual([]);
  });

  it('takes a failed download off the browser’s hands, so the next request for the file reaches the server', () => {
    preloadFile(ENTRY);
    preloadFile(STYLE);
    for (const link of document.querySelectorAll('link[rel="preload"]'))
      link.dispatchEvent(new Event('error'));
    // The failed preloads are gone; a tag of each kind has asked for its file, to take the failure, with the
    // same hash, so that it matches the preload and a file with other bytes never runs.
    expect(preloads()).toEqual([]);
    const script = document.querySelector<HTMLScriptElement>('script')!;
    const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect([script.src, sheet.href]).toEqual([ENTRY, STYLE]);
    expect([script.getAttribute('integrity'), sheet.getAttribute('integrity')]).toEqual([
      HASHES['remoteEntry.js'],
      HASHES['__federation_expose_App.css'],
    ]);
    script.dispatchEvent(new Event('error'));
    sheet.dispatchEvent(new Event('error'));
    expect(document.head.children).toHaveLength(0);
    // Retry downloads the file again.
    preloadFile(ENTRY);
    expect(preloads()).toEqual([['script', ENTRY, HASHES['remoteEntry.js'], 'anonymous']]);
  });
});
