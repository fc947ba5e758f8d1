const { createTabConfig } = require('../../config/rspack.app.js');

module.exports = createTabConfig(__dirname);
