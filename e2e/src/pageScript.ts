import path from 'node:path';
import { build } from 'esbuild';

const bundles = new Map<string, Promise<string>>();

/**
 * A module of this folder bundled (with what it imports) into one classic script for the page, which then
 * calls one of its exports with `options`: for `page.addInitScript({ content })`. Everything stays inside
 * one function scope, so the page gets no new global. Bundled once per test file.
 */
export async function pageScript<Module, Name extends keyof Module & string>(
  module: string,
  exported: Name,
  options: Module[Name] extends (options: infer Options) => void ? Options : never,
): Promise<string> {
  let bundle = bundles.get(module);
  if (!bundle) {
    bundle = build({
      entryPoints: [path.join(__dirname, `${module}.ts`)],
      bundle: true,
      format: 'iife',
      globalName: 'pageModule',
      platform: 'browser',
      target: 'chrome100',
      write: false,
      logLevel: 'silent',
    }).then(({ outputFiles }) => outputFiles[0]!.text);
    bundles.set(module, bundle);
  }
  return `(() => {\n${await bundle}\npageModule.${exported}(${JSON.stringify(options)});\n})();\n`;
}
