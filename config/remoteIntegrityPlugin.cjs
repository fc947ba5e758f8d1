// A production tab's own chunk loading asks the shell for each file's hash (docs/deploying.md, "What the shell
// checks before it runs a tab"): the <script> of every JS chunk (the exposed App's and any loaded later) and the
// <link> of every CSS chunk get the `integrity` and `crossorigin` the shell gives them
// (shell/src/federation/remoteIntegrity.ts), so the browser runs or applies a file only if its bytes are the
// ones recorded when the version was deployed. Rspack's RuntimePlugin hooks (createScript, createLink) add the
// call to the code that creates those elements.

/** Where the shell puts its file checker; the same name as in shell/src/federation/remoteIntegrity.ts. */
const REMOTE_INTEGRITY_GLOBAL = '__COMPANION_REMOTE_INTEGRITY__';

const NAME = 'RemoteIntegrityPlugin';

/**
 * Hands the element the chunk loader has just made (its address set) to the shell's checker. Outside a shell
 * that checks (none exists without one in production), the element is left as it is.
 * @param {'script' | 'link'} element the variable the runtime's code names it by
 * @param {'src' | 'href'} address
 */
const askTheShell = (element, address) =>
  `var companionIntegrity = globalThis[${JSON.stringify(REMOTE_INTEGRITY_GLOBAL)}];\n` +
  `if (companionIntegrity) companionIntegrity.attach(${element}, ${element}.${address});\n`;

class RemoteIntegrityPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const hooks = compiler.rspack.RuntimePlugin.getCompilationHooks(compilation);
      hooks.createScript.tap(NAME, (code) => `${code}\n${askTheShell('script', 'src')}`);
      hooks.createLink.tap(NAME, (code) => `${code}\n${askTheShell('link', 'href')}`);
    });
  }
}

module.exports = { RemoteIntegrityPlugin, REMOTE_INTEGRITY_GLOBAL };
