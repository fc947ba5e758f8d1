// The local wallet host: the wallet around the app (config/rspack.devPage.js).
const { devPageConfig } = require('../../config/rspack.devPage');

module.exports = devPageConfig({ dir: __dirname, entry: './src/index.tsx', port: 3010 });
