import { FIRST_ORIGINS_KEY, MAX_FIRST_ORIGINS, rememberFirstOrigins } from './firstOrigins';
import { otherOrigins } from './preconnect';

afterEach(() => localStorage.clear());

describe('the origins kept for the next visit', () => {
  it('keeps distinct http origins, in order, without the page, sockets and what is no URL', () => {
    rememberFirstOrigins([
      'https://game.example/auth',
      'https://game.example/api',
      'https://rpc.example:8899',
      'wss://game.example/notifications',
      `${location.origin}/tabs/home/remoteEntry.js`,
      'not a url',
      'https://tabs.example/home/1.2.0/remoteEntry.js',
    ]);
    expect(JSON.parse(localStorage.getItem(FIRST_ORIGINS_KEY)!)).toEqual([
      'https://game.example',
      'https://rpc.example:8899',
      'https://tabs.example',
    ]);
  });

  it(`keeps at most ${MAX_FIRST_ORIGINS}`, () => {
    rememberFirstOrigins(['a', 'b', 'c', 'd', 'e'].map((host) => `https://${host}.example`));
    expect(JSON.parse(localStorage.getItem(FIRST_ORIGINS_KEY)!)).toHaveLength(MAX_FIRST_ORIGINS);
  });

  it('says nothing where storage throws, on writing or on its very mention (a wallet’s frame)', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => rememberFirstOrigins(['https://game.example'], () => full)).not.toThrow();
    const blocked = () => {
      throw new DOMException('Storage is blocked in this frame', 'SecurityError');
    };
    expect(() => rememberFirstOrigins(['https://game.example'], blocked)).not.toThrow();
  });

  it('leaves out the page itself', () => {
    expect(otherOrigins(['https://app.example/api'], 'https://app.example')).toEqual([]);
  });
});
