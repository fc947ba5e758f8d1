import fs from 'node:fs';
import path from 'node:path';
import { productionConfigProblems } from '../runtime/checkRuntimeConfig';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
const TEMPLATE = read('shell/config.production.json');
const KEY = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** What `pnpm deploy:remote` prints under "integrity" for a version. */
const deployed = (version: string) => ({
  [version]: {
    'remoteEntry.js': `sha384-${'E'.repeat(64)}`,
    'mf-manifest.json': `sha384-${'M'.repeat(64)}`,
  },
});

/** A Farcaster account association as the developer tools write it, signed for `domain`. */
const association = (domain: string) => ({
  header: Buffer.from(JSON.stringify({ fid: 1, type: 'custody', key: '0x00' })).toString('base64url'),
  payload: Buffer.from(JSON.stringify({ domain })).toString('base64url'),
  signature: 'c2lnbmVk',
});

/** The template with its placeholders filled in, and each tab's deployed hashes, as a deployer would. */
function filled(): Record<string, unknown> {
  const text = JSON.stringify(TEMPLATE)
    .replaceAll('game-api.invalid', 'api.game.test')
    .replaceAll('tabs.invalid', 'tabs.game.test')
    .replaceAll('app.invalid', 'app.game.test')
    .replaceAll('""', `"${KEY}"`);
  const config = JSON.parse(text) as {
    remotes: Record<string, { live: string }>;
    farcaster: Record<string, unknown>;
  };
  for (const remote of Object.values(config.remotes))
    Object.assign(remote, { integrity: deployed(remote.live) });
  config.farcaster.accountAssociation = association('app.game.test');
  return config;
}

describe('the production runtime config', () => {
  it('the template targets mainnet with no dev wallet; only its placeholders are left to fill in', () => {
    expect(TEMPLATE).toMatchObject({
      rpcUrl: 'https://api.mainnet-beta.solana.com',
      cluster: 'mainnet-beta',
    });
    expect(TEMPLATE.devWallet).toBeUndefined();
    const problems = productionConfigProblems(TEMPLATE);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toMatch(
        /placeholder|must be the (token's|game's) mainnet|integrity has no file hashes for 1\.0\.0: copy them|farcaster\.accountAssociation is missing/,
      );
    }
    expect(productionConfigProblems(filled())).toEqual([]);
  });

  it('refuses a Farcaster block with placeholders, no association, or one signed for another domain', () => {
    const withFarcaster = (farcaster: Record<string, unknown>) =>
      productionConfigProblems({ ...filled(), farcaster });
    expect(withFarcaster({ homeUrl: 'https://app.invalid/' })).toEqual([
      'farcaster.homeUrl is still a placeholder (https://app.invalid/): set the real address',
      "farcaster.accountAssociation is missing: sign the app's domain with the operator's Farcaster account in " +
        "Farcaster's developer tools and copy the association here",
    ]);
    expect(
      withFarcaster({ homeUrl: 'https://app.game.test/', accountAssociation: association('other.test') }),
    ).toEqual([
      'farcaster.accountAssociation is signed for other.test, not app.game.test: sign app.game.test',
    ]);
    expect(
      withFarcaster({
        homeUrl: 'https://app.game.test/',
        clientOrigins: ['http://localhost:3011'],
        accountAssociation: association('app.game.test'),
      }),
    ).toEqual(['farcaster.clientOrigins.0 must use https:// (http://localhost:3011)']);
    expect(withFarcaster({ accountAssociation: association('app.game.test') })).toEqual([
      'farcaster.homeUrl is missing: the address Farcaster clients open',
    ]);
  });

  it('refuses the local one: localnet, the local chain and game API, fixed remote entries, the dev wallet', () => {
    const { devUnverifiedRemotes: _, ...local } = read('shell/public/config.json');
    const problems = productionConfigProblems(local).join('\n');
    for (const expected of [
      'cluster must be "mainnet-beta"',
      'rpcUrl must be https://api.mainnet-beta.solana.com',
      'authUrl must use https://',
      'notificationsUrl must use wss://',
      'remotes.home must name a deployed version',
      'devWallet must be absent or false',
    ]) {
      expect(problems).toContain(expected);
    }
  });

  it('refuses tabs run without hashes anywhere but on localnet, from a dev server on this machine', () => {
    const local = read('shell/public/config.json');
    // The shell's dev server loads every tab from its own dev server: all of them are exempt there, and only there.
    expect(local.devUnverifiedRemotes).toEqual(Object.keys(local.remotes as object));
    expect(productionConfigProblems({ ...local, cluster: 'mainnet-beta' }).join('\n')).toContain(
      'devUnverifiedRemotes.0: runs a tab without hashes: allowed on the localnet cluster only',
    );
    const base = filled();
    expect(productionConfigProblems({ ...base, devUnverifiedRemotes: ['home'] }).join('\n')).toContain(
      'devUnverifiedRemotes.0: runs a tab without hashes: allowed on the localnet cluster only',
    );
    const remotes = local.remotes as Record<string, string>;
    const elsewhere = { ...remotes, home: 'http://tabs.game.test/home/remoteEntry.js' };
    expect(productionConfigProblems({ ...local, remotes: elsewhere }).join('\n')).toContain(
      'devUnverifiedRemotes.0: must be a dev server on this machine (is http://tabs.game.test/home/remoteEntry.js)',
    );
  });

  it('refuses another chain endpoint, this machine, dev routes, a missing tab and a framing wallet over http', () => {
    const base = filled();
    const remotes = base.remotes as Record<string, unknown>;
    const { raffles: _, ...fourTabs } = remotes;
    const cases: [Record<string, unknown>, string][] = [
      [{ rpcUrl: 'https://rpc.provider.test' }, 'rpcUrl must be https://api.mainnet-beta.solana.com'],
      [{ apiUrl: 'https://localhost/api' }, 'apiUrl points at this machine'],
      [{ apiUrl: 'https://api.game.test/dev/funds' }, 'apiUrl points at a dev route'],
      [{ devWallet: true }, 'devWallet must be absent or false'],
      [{ tabReportsUrl: 'http://127.0.0.1:3020/tab-reports' }, 'tabReportsUrl must use https://'],
      [{ remotes: fourTabs }, 'remotes.raffles is missing: add the entry `pnpm deploy:remote raffles'],
      [
        { remotes: { ...remotes, quests: remotes.home } },
        'remotes.quests is no tab of config/tabs.json: add the tab there or remove it',
      ],
      [
        { remotes: { ...remotes, home: { base: 'http://tabs.game.test/home/', live: '1.0.0' } } },
        'remotes.home.base must use https://',
      ],
      [{ embedHostOrigins: ['http://wallet.test'] }, 'embedHostOrigins.0 must use https://'],
      [
        { remotes: { ...remotes, home: { base: 'https://tabs.game.test/home/', live: '1.1.0' } } },
        'remotes.home.integrity has no file hashes for 1.1.0',
      ],
      [
        {
          remotes: {
            ...remotes,
            home: {
              base: 'https://tabs.game.test/home/',
              live: '1.0.0',
              canary: { version: '1.1.0', percent: 10 },
              integrity: deployed('1.0.0'),
            },
          },
        },
        'remotes.home.integrity has no file hashes for 1.1.0',
      ],
      [
        {
          remotes: {
            ...remotes,
            home: {
              base: 'https://tabs.game.test/home/',
              live: '1.0.0',
              integrity: { '1.0.0': { 'remoteEntry.js': 'sha256-x' } },
            },
          },
        },
        'must be a SHA-384 integrity value',
      ],
      [{ cluster: 'devnet' }, 'cluster must be "mainnet-beta" (is "devnet")'],
      [{ apiUrl: 'not a url' }, 'apiUrl: Invalid URL'],
    ];
    for (const [change, expected] of cases) {
      expect(productionConfigProblems({ ...base, ...change }).join('\n')).toContain(expected);
    }
  });
});
