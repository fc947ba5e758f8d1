const { createAppConfig } = require('../../config/rspack.app.js');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'inventory',
  port: 3003,
  exposes: { './App': './src/App.tsx' },
});
