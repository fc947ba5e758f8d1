// One jest set-up for every package: TypeScript/TSX through SWC (tsc 5 is the type checker, not the
// transformer), jsdom with Node's typed arrays for browser packages, plain node for servers.
const path = require('node:path');

// Shared stores go back to their first state after every test (shared-state's testing entry).
const SHARED_STATE_RESET = path.join(__dirname, '../shared-state/src/testing/setup.ts');

/** @param {{ environment?: 'browser' | 'node', setupFiles?: string[] }} [options] */
function jestConfig(options = {}) {
  const browser = (options.environment ?? 'browser') === 'browser';
  return {
    testEnvironment: browser ? path.join(__dirname, 'jest-environment.js') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that must be compiled for jest's CommonJS runtime.
    transformIgnorePatterns: ['/node_modules/(?!.pnpm/)(?!(@noble|uuid)/)'],
    moduleNameMapper: {
      '\\.(css|svg|png)$': path.join(__dirname, 'jest-asset-stub.js'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [
      ...(browser ? [path.join(__dirname, 'jest-setup-dom.js'), SHARED_STATE_RESET] : []),
      ...(options.setupFiles ?? []),
    ],
    // Server suites start real servers and a chain per file; on a busy two-core machine one request can
    // take seconds, and a wrong answer fails on its assertion, not on a clock.
    ...(browser ? {} : { testTimeout: 30_000 }),
    reporters: ['default', path.join(__dirname, 'jest-summary-reporter.js')],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { jestConfig };
