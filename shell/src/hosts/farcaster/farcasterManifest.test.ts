import { domainMiniAppConfigSchema, domainManifestSchema } from '@farcaster/miniapp-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { farcasterManifest, MANIFEST_PATH } = require('./farcasterManifest.cjs') as {
  farcasterManifest: (config: object, servedAt?: string) => Record<string, unknown> & { miniapp: object };
  MANIFEST_PATH: string;
};

const HOME = 'https://companion.example/';
/** The form Farcaster's developer tools give (a JSON Farcaster Signature); these bytes are a test's, signed by no one. */
const ASSOCIATION = {
  header:
    'eyJmaWQiOjEsInR5cGUiOiJjdXN0b2R5Iiwia2V5IjoiMHgwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwIn0',
  payload: 'eyJkb21haW4iOiJjb21wYW5pb24uZXhhbXBsZSJ9',
  signature: 'MHgwMA',
};

describe('the Farcaster manifest', () => {
  it('is served at /.well-known/farcaster.json and lists the app as Farcaster’s own schema reads it', () => {
    expect(MANIFEST_PATH).toBe('/.well-known/farcaster.json');
    const manifest = farcasterManifest({ cluster: 'mainnet-beta', farcaster: { homeUrl: HOME } });
    expect(domainMiniAppConfigSchema.parse(manifest.miniapp)).toEqual(manifest.miniapp);
    expect(manifest.miniapp).toMatchObject({
      version: '1',
      name: 'Companion',
      homeUrl: HOME,
      iconUrl: 'https://companion.example/icons/app-icon.png',
      splashImageUrl: 'https://companion.example/icons/splash.png',
      splashBackgroundColor: '#12101c',
      requiredCapabilities: ['wallet.getSolanaProvider', 'actions.ready'],
      requiredChains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    });
  });

  it('carries the operator’s signed account association as given, and makes none up', () => {
    const unsigned = farcasterManifest({ cluster: 'mainnet-beta', farcaster: { homeUrl: HOME } });
    expect(unsigned).not.toHaveProperty('accountAssociation');
    expect(domainManifestSchema.safeParse(unsigned).success).toBe(false);
    const signed = farcasterManifest({
      cluster: 'mainnet-beta',
      farcaster: { homeUrl: HOME, accountAssociation: { ...ASSOCIATION, extra: 'dropped' } },
    });
    expect(signed.accountAssociation).toEqual(ASSOCIATION);
    expect(domainManifestSchema.safeParse(signed).success).toBe(true);
  });

  it('opens where the app is served when the config names no home, and names no chain off mainnet', () => {
    const local = farcasterManifest({ cluster: 'localnet' }, 'http://127.0.0.1:3000');
    expect(local.miniapp).toMatchObject({
      homeUrl: 'http://127.0.0.1:3000/',
      iconUrl: 'http://127.0.0.1:3000/icons/app-icon.png',
    });
    expect(local.miniapp).not.toHaveProperty('requiredChains');
    expect(() => farcasterManifest({ cluster: 'localnet' })).toThrow('farcaster.homeUrl is missing');
  });
});
