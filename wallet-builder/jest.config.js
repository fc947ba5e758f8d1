module.exports = require('../config/jest.preset.js').jestConfig();
