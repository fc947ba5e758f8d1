const { createAppConfig } = require('../../config/rspack.app.js');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'raffles',
  port: 3005,
  exposes: { './App': './src/App.tsx' },
});
