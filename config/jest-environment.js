// jsdom lacks TextEncoder (react-router 7 needs it) and has its own Uint8Array/ArrayBuffer, which
// @solana/web3.js rejects ("b must be a Uint8Array"). Hand the test window Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');

class NodeTypedJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      Uint8Array,
      ArrayBuffer,
      structuredClone,
      fetch: this.global.fetch ?? fetch,
      Response: this.global.Response ?? Response,
      Request: this.global.Request ?? Request,
      Headers: this.global.Headers ?? Headers,
    });
  }
}

module.exports = NodeTypedJsdomEnvironment;
