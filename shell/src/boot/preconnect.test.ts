import { preconnect } from './preconnect';

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove()));

describe('preconnect', () => {
  it('hints each other http origin once, anonymous, and leaves out the page, sockets and what is no URL', () => {
    preconnect([
      'https://game.example/auth',
      'https://game.example/api',
      'https://rpc.example:8899',
      'wss://game.example/notifications',
      `${location.origin}/api`,
      'not a url',
    ]);
    expect(hints()).toEqual([
      { href: 'https://game.example', crossOrigin: 'anonymous' },
      { href: 'https://rpc.example:8899', crossOrigin: 'anonymous' },
    ]);
  });

  it('adds nothing for an origin already hinted', () => {
    preconnect(['http://127.0.0.1:8787/auth']);
    preconnect(['http://127.0.0.1:8787/api', 'http://127.0.0.1:8899']);
    expect(hints().map((hint) => hint.href)).toEqual(['http://127.0.0.1:8787', 'http://127.0.0.1:8899']);
  });
});
