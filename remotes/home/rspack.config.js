const { createAppConfig } = require('../../config/rspack.app.js');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'home',
  port: 3001,
  exposes: { './App': './src/App.tsx' },
});
