// The local Farcaster client is a plain page (no federation): it is the client around the mini app, not part of it.
const path = require('node:path');
const { rspack } = require('@rspack/core');

const production = process.env.NODE_ENV !== 'development';

module.exports = {
  mode: production ? 'production' : 'development',
  context: __dirname,
  entry: { main: './src/index.ts' },
  devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
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
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [
    // web3.js v1 (borsh) expects a global Buffer.
    new rspack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    }),
    new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'src/index.html') }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
  ],
  devServer: { host: '127.0.0.1', port: 3011, historyApiFallback: true, hot: false },
  performance: { hints: false },
};
