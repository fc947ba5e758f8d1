import { requestConfig } from './walletApp';

const CONFIG = {
  authUrl: 'https://game.example/auth',
  apiUrl: 'https://game.example/api',
  rpcUrl: 'https://rpc.example:8899',
};

jest.mock('@companion/shared-state/host', () => ({ fetchConfigJson: jest.fn(async () => CONFIG) }));
jest.mock('../WalletApp', () => ({ prepareApp: jest.fn(), default: () => null }));

const hinted = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('requestConfig', () => {
  it('opens the game API’s and the chain’s connections as soon as config.json arrives, and asks once', async () => {
    expect(hinted()).toEqual([]);
    const first = requestConfig();
    expect(requestConfig()).toBe(first);
    await expect(first).resolves.toBe(CONFIG);
    expect(hinted()).toEqual(['https://game.example', 'https://rpc.example:8899']);
  });
});
