module.exports = require('./jest.preset.js').jestConfig({ environment: 'node' });
