const { createAppConfig } = require('../../config/rspack.app.js');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'staking',
  port: 3004,
  exposes: { './App': './src/App.tsx' },
});
