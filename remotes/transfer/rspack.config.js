const { createAppConfig } = require('../../config/rspack.app.js');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'transfer',
  port: 3002,
  exposes: { './App': './src/App.tsx' },
});
