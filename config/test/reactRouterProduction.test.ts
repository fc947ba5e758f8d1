import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reactRouterProduction } = require('../reactRouterProduction.cjs') as {
  reactRouterProduction: (appDir: string) => Record<string, string>;
};

const ROOT = path.join(__dirname, '..', '..');

describe('react-router in production builds', () => {
  it('is its production build, for both entries the app imports', () => {
    const alias = reactRouterProduction(path.join(ROOT, 'shell'));
    expect(Object.keys(alias)).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(alias)) {
      expect(file).toMatch(/react-router\/dist\/production\/(index|dom-export)\.mjs$/);
      expect(fs.existsSync(file)).toBe(true);
    }
  });
});
