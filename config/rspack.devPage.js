// A local page of the stack that plays a host around the app (dev/wallet-host, dev/farcaster-host): a plain page,
// no federation, since it is what surrounds the app, not part of it.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { typescriptRule } = require('./typescriptRule.cjs');

/**
 * @param {{ dir: string, entry: string, port: number }} page its folder, its entry file, its dev server's port
 * @returns {import('@rspack/core').Configuration}
 */
function devPageConfig({ dir, entry, port }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // The frame every host page shares comes first: the page's own styles follow it.
    entry: { main: [path.join(__dirname, 'devPage.css'), entry] },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [typescriptRule({ developmentJsx: !production }), { test: /\.css$/, type: 'css/auto' }],
    },
    plugins: [
      // web3.js v1 (borsh) expects a global Buffer.
      new rspack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new rspack.HtmlRspackPlugin({ template: path.join(dir, 'src/index.html') }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
    ],
    devServer: { host: '127.0.0.1', port, historyApiFallback: true, hot: false },
    performance: { hints: false },
  };
}

module.exports = { devPageConfig };
