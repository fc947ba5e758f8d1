import { SHARED_MODULES, prefetchShared } from './sharedModules';
import shellPackage from '../../package.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS list
const { sharedFor } = require('../../../config/sharedSingletons.cjs') as {
  sharedFor: (pkg: object) => Record<string, unknown>;
};

describe('the singletons the shell provides at run time', () => {
  it('are exactly the shell build’s shared singletons, each with a loader', () => {
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(sharedFor(shellPackage)).sort());
  });

  it('fetch a lazily provided one once, whoever asks first: a manifest read or the tab itself', async () => {
    const splToken = SHARED_MODULES['@solana/spl-token']!;
    if (!('load' in splToken)) throw new Error('spl-token is expected to load lazily');
    prefetchShared(['react', '@solana/spl-token', 'not-shared']);
    const first = splToken.load();
    expect(splToken.load()).toBe(first);
    expect(await first).toHaveProperty('TOKEN_PROGRAM_ID');
  });
});
