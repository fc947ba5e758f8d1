// Writes a Brotli copy (`<file>.br`) beside each text file a production build emits, for a static host to send
// to browsers that accept it (`Accept-Encoding: br`, which browsers send over HTTPS), as CDNs do: the app's
// JavaScript arrives about 17 % smaller than with gzip (docs/performance.md, "Brotli"). The files themselves,
// and their recorded hashes, are unchanged: the browser checks a file's integrity on its decoded bytes.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotliCompress = promisify(zlib.brotliCompress);

/** Text a browser downloads; source maps are for the developer tools only. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** The Brotli copy of `bytes` at the highest quality (a build compresses once; players download often). */
function brotli(bytes) {
  return brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Writes `<file>.br` when it is smaller than the file, and removes a stale one otherwise. */
async function precompressFile(file) {
  const bytes = await fs.promises.readFile(file);
  const packed = await brotli(bytes);
  if (packed.length < bytes.length) await fs.promises.writeFile(`${file}.br`, packed);
  else await fs.promises.rm(`${file}.br`, { force: true });
}

class PrecompressPlugin {
  apply(compiler) {
    // After emit: the shell's own plugins rewrite index.html until the last asset stage.
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      const files = compilation
        .getAssets()
        .map(({ name }) => name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(out, name))));
    });
  }
}

module.exports = { PrecompressPlugin, precompressFile, COMPRESSIBLE };
