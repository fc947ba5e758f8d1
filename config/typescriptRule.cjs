// How every build of the project compiles its TypeScript and JSX (the apps, config/rspack.app.js; the local host
// pages, config/rspack.devPage.js): Rspack's built-in SWC, for the browsers the app supports.

/** The browsers the app supports; its code is compiled down to them. */
const TARGETS = 'chrome >= 100, safari >= 15, firefox >= 100';

/**
 * @param {{ developmentJsx: boolean }} options whether JSX compiles to React's development runtime
 * @returns {import('@rspack/core').RuleSetRule}
 */
function typescriptRule({ developmentJsx }) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: developmentJsx } },
      },
      env: { targets: TARGETS },
    },
    type: 'javascript/auto',
  };
}

module.exports = { typescriptRule };
