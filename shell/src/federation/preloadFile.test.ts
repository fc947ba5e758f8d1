import { preloadFile } from './preloadFile';

const ENTRY = 'https://tabs.example/transfer/1.0.0/remoteEntry.js';
const STYLE = 'https://tabs.example/transfer/1.0.0/__federation_expose_App.css';
const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.as, l.href]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadFile', () => {
  it('downloads a file once, as a script or a style sheet, without running or applying it', () => {
    preloadFile(ENTRY);
    preloadFile(STYLE);
    preloadFile(ENTRY);
    expect(preloads()).toEqual([
      ['script', ENTRY],
      ['style', STYLE],
    ]);
    expect(document.querySelectorAll('script, link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('takes a failed download off the browser’s hands, so the next request for the file reaches the server', () => {
    preloadFile(ENTRY);
    preloadFile(STYLE);
    for (const link of document.querySelectorAll('link[rel="preload"]'))
      link.dispatchEvent(new Event('error'));
    // The failed preloads are gone; a tag of each kind has asked for its file, to take the failure.
    expect(preloads()).toEqual([]);
    const script = document.querySelector<HTMLScriptElement>('script')!;
    const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect([script.src, sheet.href]).toEqual([ENTRY, STYLE]);
    script.dispatchEvent(new Event('error'));
    sheet.dispatchEvent(new Event('error'));
    expect(document.head.children).toHaveLength(0);
    // Retry downloads the file again.
    preloadFile(ENTRY);
    expect(preloads()).toEqual([['script', ENTRY]]);
  });
});
