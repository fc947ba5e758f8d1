import { SHARED_MODULES } from './sharedModules';
import shellPackage from '../../package.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS list
const { sharedFor } = require('../../../config/sharedSingletons.cjs') as {
  sharedFor: (pkg: object) => Record<string, unknown>;
};

describe('the singletons the shell provides at run time', () => {
  it('are exactly the shell build’s shared singletons, each with a loader', () => {
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(sharedFor(shellPackage)).sort());
  });
});
