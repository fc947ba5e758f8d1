const { createAppConfig } = require('../config/rspack.app.js');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', port: 3000, host: true });
