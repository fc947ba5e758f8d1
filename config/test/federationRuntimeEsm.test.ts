import fs from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { federationRuntimeEsm } = require('../federationRuntimeEsm.cjs') as {
  federationRuntimeEsm: () => Record<string, string>;
};

describe('the federation runtime a remote’s entry bundles', () => {
  it('is the ES module build of each file the federation plugin resolves, not its CommonJS build', () => {
    const alias = Object.entries(federationRuntimeEsm());
    expect(alias.map(([from]) => from.match(/@module-federation\/([^/]+)\/dist\/index\.cjs$/)?.[1])).toEqual([
      'webpack-bundler-runtime',
      'runtime',
    ]);
    for (const [from, to] of alias) {
      expect(to).toBe(from.replace(/\.cjs$/, '.js'));
      expect(fs.existsSync(to)).toBe(true);
    }
  });
});
