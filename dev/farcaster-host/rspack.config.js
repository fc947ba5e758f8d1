// The local Farcaster client: the client around the mini app (config/rspack.devPage.js).
const { devPageConfig } = require('../../config/rspack.devPage');

module.exports = devPageConfig({ dir: __dirname, entry: './src/index.ts', port: 3011 });
