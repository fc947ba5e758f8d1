// eslint-disable-next-line @typescript-eslint/no-require-imports
const csp = require('../contentSecurityPolicy.cjs') as { shellPolicy: (config: object) => string };

const CONFIG = {
  authUrl: 'https://game-api.example/auth',
  apiUrl: 'https://game-api.example/api',
  notificationsUrl: 'wss://game-api.example/notifications',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  remotes: {},
  embedHostOrigins: ['https://wallet.example'],
};

const frameAncestors = (config: object) =>
  csp
    .shellPolicy(config)
    .split('; ')
    .find((part) => part.startsWith('frame-ancestors'));

describe('the shell page’s frame-ancestors and Farcaster', () => {
  it('adds the Farcaster web clients the config names, after the wallets', () => {
    expect(frameAncestors({ ...CONFIG, farcaster: { clientOrigins: ['https://farcaster.xyz'] } })).toBe(
      "frame-ancestors 'self' https://wallet.example https://farcaster.xyz",
    );
    expect(frameAncestors(CONFIG)).toBe("frame-ancestors 'self' https://wallet.example");
  });

  it('refuses a client that is not an origin', () => {
    expect(() =>
      csp.shellPolicy({ ...CONFIG, farcaster: { clientOrigins: ['https://farcaster.xyz/~'] } }),
    ).toThrow('farcaster.clientOrigins: "https://farcaster.xyz/~" is not an origin');
  });
});
