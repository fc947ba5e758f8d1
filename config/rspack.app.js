// One Rspack set-up for the shell (the federation host) and each tab remote, so every build shares the
// same singletons the same way. Each package's rspack.config.js names only what is its own.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

// One copy of each at run time, whatever order the tabs are opened in (DESIGN §3).
const SINGLETONS = [
  'react',
  // A separate request from 'react': without it every remote bundles its own JSX runtime.
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@companion/shared-state',
  '@solana/web3.js',
  '@solana/wallet-adapter-react',
  // Not stateful, but large: shared so a tab that sends transactions ships none of its own.
  '@solana/spl-token',
  'buffer',
];

/** The shared map for a package: only the singletons it depends on, pinned to its own ranges. */
function sharedFor(pkg) {
  const deps = pkg.dependencies ?? {};
  const shared = {};
  for (const name of SINGLETONS) {
    // A subpath ('react/jsx-runtime') follows its package's range.
    const range = deps[name] ?? deps[name.split('/')[0]];
    if (!range) continue;
    shared[name] = {
      singleton: true,
      // workspace:* is not a semver range; shared-state's contract is versioned by the repo itself.
      requiredVersion: range.startsWith('workspace:') ? false : range,
    };
  }
  return shared;
}

/** The page a remote's dev server shows when the tab runs alone. */
function standalonePage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string, string>, host?: boolean }} app
 */
function createAppConfig(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // Remotes load their chunks from wherever their remoteEntry.js was served.
      publicPath: app.host ? '/' : 'auto',
      uniqueName: app.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          type: 'css/auto',
          use: [{ loader: path.join(__dirname, 'strip-network-imports-loader.js') }],
        },
        { test: /\.(svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // web3.js v1 (borsh) expects a global Buffer.
      new rspack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(app.exposes ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
        shared: sharedFor(pkg),
        // 'version-first' fetches every remote's entry at start-up: one remote down would break the shell.
        shareStrategy: 'loaded-first',
        dts: false,
        // Production remotes use the host's federation runtime instead of shipping their own copy (~18 KB
        // gzip each). A remote's dev server keeps its own, so the tab can still run alone.
        experiments: app.host
          ? { provideExternalRuntime: true }
          : production
            ? { externalRuntime: true }
            : undefined,
        manifest: Boolean(app.exposes),
      }),
      new rspack.HtmlRspackPlugin({
        // The shell has its own page; a remote's page exists only for its team's standalone dev server.
        ...(app.host
          ? { template: path.join(app.dir, 'src/index.html') }
          : { templateContent: standalonePage(`${app.name[0].toUpperCase()}${app.name.slice(1)} tab`) }),
        // Keep the federation container entry out of the page.
        chunks: ['main'],
      }),
      app.host && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
    ].filter(Boolean),
    devServer: {
      host: '127.0.0.1',
      port: app.port,
      historyApiFallback: Boolean(app.host),
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
    },
    performance: { hints: false },
  };
}

module.exports = { createAppConfig, sharedFor, SINGLETONS };
