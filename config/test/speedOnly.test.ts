import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/* eslint-disable @typescript-eslint/no-require-imports */
const speed = require('../speedOnly.cjs') as {
  PLAIN_BUILD_VARIABLE: string;
  plainBuild: (env: Record<string, string | undefined>) => boolean;
  speedOnly: (app: { production: boolean; tab: boolean; env?: Record<string, string | undefined> }) => {
    alias: Record<string, string>;
    rules: object[];
    plugins: object[];
    federationRuntime?: string;
  };
  bundlerRuntimeProblems: (
    resources: Iterable<string>,
    files: { bundlerRuntime: string; containerRuntime: string },
  ) => string[];
  BundlerRuntimeGuardPlugin: new (files: { bundlerRuntime: string; containerRuntime: string }) => {
    apply(compiler: unknown): void;
  };
};
const { bundlerRuntimeFile } = require('../federationRuntime.cjs') as { bundlerRuntimeFile: () => string };
/* eslint-enable @typescript-eslint/no-require-imports */

const CONTAINER_RUNTIME = path.join(__dirname, '..', 'federationContainerRuntime.js');
const BUNDLER_RUNTIME = bundlerRuntimeFile();
const FILES = { bundlerRuntime: BUNDLER_RUNTIME, containerRuntime: CONTAINER_RUNTIME };

describe('the speed-only pieces of a build', () => {
  it('are built the plain way with COMPANION_PLAIN_BUILD=1, and only then', () => {
    expect(speed.PLAIN_BUILD_VARIABLE).toBe('COMPANION_PLAIN_BUILD');
    expect(speed.plainBuild({ COMPANION_PLAIN_BUILD: '1' })).toBe(true);
    expect(speed.plainBuild({})).toBe(false);
    expect(speed.plainBuild({ COMPANION_PLAIN_BUILD: '0' })).toBe(false);
  });

  it('put a production tab on the shell’s bundler runtime, guarded, and name it in its manifest', () => {
    const tab = speed.speedOnly({ production: true, tab: true, env: {} });
    expect(tab.alias).toEqual({ [BUNDLER_RUNTIME]: CONTAINER_RUNTIME });
    expect(tab.plugins).toEqual([expect.any(speed.BundlerRuntimeGuardPlugin)]);
    expect(tab.federationRuntime).toMatch(/^\d+\.\d+\.\d+/);
    expect(tab.rules).toHaveLength(2);
  });

  it('leave the shell’s bundler runtime alone: it provides it', () => {
    const shell = speed.speedOnly({ production: true, tab: false, env: {} });
    expect(shell.alias).toEqual({});
    expect(shell.plugins).toEqual([]);
    expect(shell.federationRuntime).toBeUndefined();
    expect(shell.rules).toHaveLength(2);
  });

  it('let the build drop the Farcaster core’s modules nothing uses, wherever pnpm put the package', () => {
    const { rules } = speed.speedOnly({ production: true, tab: false, env: {} }) as {
      rules: { test: RegExp; sideEffects?: boolean }[];
    };
    const farcaster = rules.filter((rule) => rule.sideEffects === false);
    expect(farcaster).toHaveLength(1);
    const file = path.join(
      'node_modules',
      '.pnpm',
      '@farcaster+miniapp-core@0.6.0',
      'node_modules',
      '@farcaster',
      'miniapp-core',
      'esm',
      'schemas',
      'manifest.js',
    );
    expect(farcaster[0]!.test.test(`${path.sep}${file}`)).toBe(true);
    expect(farcaster[0]!.test.test(`${path.sep}${file.replaceAll('miniapp-core', 'miniapp-sdk')}`)).toBe(
      false,
    );
  });

  it('are none in a plain build or a development build', () => {
    for (const app of [
      { production: true, tab: true, env: { COMPANION_PLAIN_BUILD: '1' } },
      { production: false, tab: true, env: {} },
      { production: true, tab: false, env: { COMPANION_PLAIN_BUILD: '1' } },
    ]) {
      expect(speed.speedOnly(app)).toEqual({
        alias: {},
        rules: [],
        plugins: [],
        federationRuntime: undefined,
      });
    }
  });
});

describe('the guard on the shell’s bundler runtime', () => {
  const packageFolder = BUNDLER_RUNTIME.slice(0, BUNDLER_RUNTIME.indexOf(`${path.sep}dist${path.sep}`));

  it('finds nothing wrong when the entry takes the container runtime and bundles none of its own', () => {
    expect(speed.bundlerRuntimeProblems(['/app/src/App.tsx', CONTAINER_RUNTIME], FILES)).toEqual([]);
  });

  it('names the bundler runtime’s files when the entry bundles them, and a missing container runtime', () => {
    const other = path.join(packageFolder, 'dist', 'index.js');
    expect(speed.bundlerRuntimeProblems([other], FILES)).toEqual([
      "the tab's entry bundles the federation bundler runtime (dist/index.js) instead of taking the shell's",
      "the tab's entry does not take the shell's bundler runtime (federationContainerRuntime.js)",
    ]);
  });

  it('fails the build, loudly, when the federation plugin imports another file than the alias replaces', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-only-'));
    const entry = path.join(dir, 'entry.js');
    // The bundler runtime reached through another of its files: what a later plugin could import.
    fs.writeFileSync(
      entry,
      `import runtime from ${JSON.stringify(path.join(packageFolder, 'dist', 'index.js'))};\nconsole.log(runtime);\n`,
    );
    // Rspack 2 is an ES module, which jest's module system cannot load: the build runs in a Node of its own.
    const build = `
      const { rspack } = require('@rspack/core');
      const { BundlerRuntimeGuardPlugin } = require(${JSON.stringify(path.join(__dirname, '..', 'speedOnly.cjs'))});
      const files = ${JSON.stringify(FILES)};
      rspack({
        mode: 'production',
        context: ${JSON.stringify(dir)},
        entry: ${JSON.stringify(entry)},
        output: { path: ${JSON.stringify(path.join(dir, 'dist'))} },
        resolve: { alias: { [files.bundlerRuntime]: files.containerRuntime } },
        plugins: [new BundlerRuntimeGuardPlugin(files)],
      }, (error, stats) => {
        if (error) throw error;
        console.log(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message)));
      });`;
    const output = execFileSync(process.execPath, ['-e', build], {
      cwd: path.join(__dirname, '..'),
      encoding: 'utf8',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    const messages = JSON.parse(output.trim().split('\n').pop() ?? '[]') as string[];
    expect(messages.join('\n')).toContain("the tab's entry bundles the federation bundler runtime (");
    expect(messages.join('\n')).toContain('dist/index.js');
    expect(messages.join('\n')).toContain(
      "the tab's entry does not take the shell's bundler runtime (federationContainerRuntime.js)",
    );
    expect(messages.join('\n')).toContain('Fix the alias, or build the plain way (COMPANION_PLAIN_BUILD=1).');
  }, 60_000);
});
