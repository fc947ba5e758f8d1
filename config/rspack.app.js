// One Rspack set-up for the shell (the federation host) and each tab remote, so every build shares the
// same singletons the same way. Each package's rspack.config.js names only what is its own.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { tabNamed, portVariable } = require('./tabs.cjs');

const STANDALONE = path.join(__dirname, 'standalone');

const { SINGLETONS, sharedFor, takenFromShell } = require('./sharedSingletons.cjs');
const { buildInfo } = require('./buildInfo.cjs');
const { speedOnly } = require('./speedOnly.cjs');
const { RemoteIntegrityPlugin } = require('./remoteIntegrityPlugin.cjs');
const { tabPagePolicy } = require('./contentSecurityPolicy.cjs');
const { typescriptRule } = require('./typescriptRule.cjs');
const { PrecompressPlugin } = require('./precompressPlugin.cjs');
const { SingleCopyPlugin } = require('./singleCopyPlugin.cjs');

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

/** The running local stack's config.json, written by the launcher into its data folder. */
function stackConfigFile() {
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(__dirname, '..', '.local'));
  return path.join(dataDir, 'config.json');
}

/**
 * A tab's dev server's headers: CORS open (the shell loads the tab from it), and its standalone page's
 * Content-Security-Policy, from the running stack's config as it is now (docs/deploying.md).
 */
function standaloneHeaders() {
  const file = stackConfigFile();
  return {
    'Access-Control-Allow-Origin': '*',
    ...(fs.existsSync(file) && {
      'Content-Security-Policy': tabPagePolicy(JSON.parse(fs.readFileSync(file, 'utf8'))),
    }),
  };
}

/**
 * Serves the running local stack's config.json (written by the launcher into its data folder) as /config.json,
 * so a tab's standalone page talks to the same chain and game API as the shell.
 */
function serveStackConfig(middlewares) {
  middlewares.unshift({
    name: 'local-stack-config',
    path: '/config.json',
    middleware: (_request, response) => {
      const file = stackConfigFile();
      if (!fs.existsSync(file)) {
        response.writeHead(503, { 'content-type': 'text/plain' });
        response.end(`No local stack is running (${file} is missing).`);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(fs.readFileSync(file, 'utf8'));
    },
  });
  return middlewares;
}

/** The chunks of a remote's exposed modules: `./App` is `__federation_expose_App`. */
const EXPOSED_CHUNK = /^__federation_expose_/;

/**
 * A production chunk's file name: content-hashed (the shell's by chunk id), except a remote's exposed modules (`__federation_expose_App.js`
 * and `.css`), whose names the shell predicts from the entry's URL so it can fetch them beside the entry, before
 * the manifest names them (docs/performance.md, "Tabs load on intent"). A deployed version's folder never
 * changes (docs/deploying.md), so the name is still unique to the build; like remoteEntry.js, those files are
 * served no-cache, for a fixed entry's sake.
 * @param {{ exposes?: Record<string, string>, host?: boolean }} app
 * @param {'js' | 'css'} ext
 */
function chunkFile(app, ext) {
  // The shell's own chunks go by id: their names would be one more map in the entry the sign-in screen
  // waits for (docs/performance.md, "Wallet hosts and Sign In With Solana: what they cost").
  if (app.host) return `[id].[contenthash:8].${ext}`;
  const hashed = `[name].[contenthash:8].${ext}`;
  if (!app.exposes) return hashed;
  return (pathData) => (EXPOSED_CHUNK.test(pathData.chunk?.name ?? '') ? `[name].${ext}` : hashed);
}

/**
 * A tab's build, from its folder alone: name, route, port and title come from config/tabs.json. Its dev server
 * (`pnpm --filter @companion/<tab> start`) also serves the tab as a page of its own against the local stack
 * (config/standalone); its production build exposes ./App for the shell.
 * @param {string} dir
 */
function createTabConfig(dir) {
  const tab = tabNamed(path.basename(dir));
  return createAppConfig({
    dir,
    name: tab.name,
    port: Number(process.env[portVariable(tab.name)] || tab.port),
    exposes: { './App': './src/App.tsx' },
    tab,
  });
}

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string, string>, host?: boolean,
 *   tab?: { name: string, route: string, title: string } }} app
 */
function createAppConfig(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const production = process.env.NODE_ENV !== 'development';
  const { tab } = app;
  const build = buildInfo(app.dir, pkg);
  const speed = speedOnly({ production, tab: Boolean(app.exposes) });
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    // A tab's page is the standalone page (dev server) or a note that the build runs inside the shell.
    entry: {
      main: tab ? path.join(STANDALONE, production ? 'insideShell.ts' : 'index.ts') : './src/index.ts',
    },
    // No eval in a tab's development build: the shell's page, whose policy allows none, may load it
    // (`npm start -- --without <tab>`), and so does the tab's own page under the same rule.
    devtool: production ? 'source-map' : tab ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // Remotes load their chunks from wherever their remoteEntry.js was served.
      publicPath: app.host ? '/' : 'auto',
      uniqueName: app.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? chunkFile(app, 'js') : '[name].js',
      cssChunkFilename: production ? chunkFile(app, 'css') : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...(tab ? { '@companion-standalone/tab-app$': path.join(app.dir, 'src', 'App.tsx') } : {}),
        // The speed-only aliases (config/speedOnly.cjs): none in a plain build.
        ...speed.alias,
      },
    },
    module: {
      rules: [
        // A tab's code compiles to the production JSX runtime even on its dev server: inside the shell
        // (`npm start -- --without <tab>`) it runs on the shell's production React, which the development
        // JSX runtime cannot call into ("dispatcher.getOwner is not a function"); `react/jsx-runtime` is a
        // shared singleton, so the tab takes whichever React its host runs.
        typescriptRule({ developmentJsx: !production && !tab }),
        {
          test: /\.css$/,
          type: 'css/auto',
          use: [{ loader: path.join(__dirname, 'strip-network-imports-loader.js') }],
        },
        { test: /\.(svg|png)$/, type: 'asset/resource' },
        // The speed-only rules (config/speedOnly.cjs): none in a plain build.
        ...speed.rules,
      ],
    },
    plugins: [
      // web3.js v1 (borsh) expects a global Buffer.
      new rspack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // The shell's diagnostics page shows its own build; a remote's is read from its manifest.
        ...(app.host && { __BUILD_INFO__: JSON.stringify(build) }),
        ...(tab && {
          __STANDALONE_TAB__: JSON.stringify({ name: tab.name, route: tab.route, title: tab.title }),
        }),
      }),
      // The shell is a plain bundle: it starts the federation runtime itself once a player signs in
      // (shell/src/federation/hostRuntime.ts), so the sign-in screen loads none of it (docs/performance.md).
      !app.host &&
        new ModuleFederationPlugin({
          name: app.name,
          ...(app.exposes ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          shared: app.exposes && production ? takenFromShell(pkg) : sharedFor(pkg),
          // 'version-first' fetches every remote's entry at start-up: one remote down would break the shell.
          shareStrategy: 'loaded-first',
          dts: false,
          // Production remotes use the host's federation runtime instead of shipping their own copy (~18 KB
          // gzip each), and its bundler runtime too (config/speedOnly.cjs). A remote's dev server keeps its own, so
          // the tab can still run alone.
          // A tab loads no remotes of its own, so its entry leaves out the code that would (about 2 KB).
          experiments: production
            ? { externalRuntime: true, optimization: { disableRemote: true } }
            : undefined,
          // A remote's manifest carries its build info: the shell checks the contract, the tab kit and the
          // federation runtime before running it.
          manifest: app.exposes
            ? {
                additionalData: ({ stats }) => {
                  const { version, commit, contract, kit } = build;
                  stats.metaData.buildInfo = {
                    ...stats.metaData.buildInfo,
                    buildVersion: version,
                    commit,
                    contract,
                    // The tab kit it was built against: the shell refuses a newer minor or another major.
                    kit,
                    // The shell's bundler runtime this entry runs on (config/speedOnly.cjs: a dev build, a
                    // plain build and a build from before the shell provided one carry their own, and name none).
                    ...(speed.federationRuntime && { federationRuntime: speed.federationRuntime }),
                  };
                  return stats;
                },
              }
            : false,
        }),
      // A production tab's chunks load only with the hash the shell holds for them (docs/deploying.md).
      app.exposes && production && new RemoteIntegrityPlugin(),
      ...speed.plugins,
      new rspack.HtmlRspackPlugin({
        // The shell has its own page; a remote's page exists only for its team's standalone dev server.
        ...(app.host
          ? { template: path.join(app.dir, 'src/index.html') }
          : { templateContent: standalonePage(tab ? `${tab.title} · standalone` : app.name) }),
        // Keep the federation container entry out of the page.
        chunks: ['main'],
      }),
      app.host && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      // One copy of each shared singleton in a build, or two halves of the app stop sharing its contexts.
      production && new SingleCopyPlugin(),
      // A Brotli copy of each file for hosts that send it (docs/deploying.md, "Serve it").
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    devServer: {
      host: '127.0.0.1',
      port: app.port,
      // The shell, and a tab's standalone page, own every path below their routes.
      historyApiFallback: Boolean(app.host || tab),
      // A tab's standalone page reads the running stack's config.
      ...(tab && { setupMiddlewares: serveStackConfig }),
      headers: tab ? standaloneHeaders : { 'Access-Control-Allow-Origin': '*' },
      hot: false,
    },
    performance: { hints: false },
  };
}

module.exports = { createAppConfig, createTabConfig, sharedFor, SINGLETONS };
