import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('../federationRuntime.cjs') as {
  bundlerRuntimeFile: () => string;
  bundlerRuntimeVersion: () => string;
  providedBundlerRuntimeVersion: (dir: string) => string;
};

const SHELL = path.join(__dirname, '..', '..', 'shell');

describe('the federation runtime a production tab’s entry carries', () => {
  it('is the bundler runtime file the federation plugin resolves', () => {
    const file = runtime.bundlerRuntimeFile();
    expect(file).toMatch(/@module-federation\/webpack-bundler-runtime\/dist\/index\.c?js$/);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('asks the shell under the global name the shell provides it under', () => {
    const container = fs.readFileSync(path.join(__dirname, '..', 'federationContainerRuntime.js'), 'utf8');
    const shell = fs.readFileSync(path.join(SHELL, 'src/federation/containerRuntimeVersion.ts'), 'utf8');
    const name = shell.match(/CONTAINER_RUNTIME_GLOBAL = '(\w+)'/)?.[1];
    expect(name).toBeTruthy();
    expect(container).toContain(`globalThis.${name}`);
  });

  it('is built for the version the shell provides', () => {
    expect(runtime.bundlerRuntimeVersion()).toMatch(/^\d+\.\d+\.\d+/);
    expect(runtime.bundlerRuntimeVersion()).toBe(runtime.providedBundlerRuntimeVersion(SHELL));
  });
});
