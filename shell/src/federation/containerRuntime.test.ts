import { getInstance, init } from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { provideContainerRuntime } from './containerRuntime';
import { CONTAINER_RUNTIME_GLOBAL, CONTAINER_RUNTIME_VERSION } from './containerRuntimeVersion';

interface Provided {
  version: string;
  createContainerRuntime: () => Federation;
}

const provided = () => (globalThis as unknown as Record<string, Provided>)[CONTAINER_RUNTIME_GLOBAL]!;

describe('the bundler runtime the shell provides the tabs’ containers', () => {
  beforeAll(() => {
    init({ name: 'shell', remotes: [] });
    provideContainerRuntime();
  });

  it('is published with its version, under the name a tab’s entry reads', () => {
    expect(provided().version).toBe(CONTAINER_RUNTIME_VERSION);
  });

  it('gives each container its own tables and share scopes, and the same functions', () => {
    const raffles = provided().createContainerRuntime();
    const staking = provided().createContainerRuntime();
    expect(raffles.bundlerRuntimeOptions).not.toBe(staking.bundlerRuntimeOptions);
    expect(raffles.bundlerRuntime!.S).not.toBe(staking.bundlerRuntime!.S);
    expect(raffles.bundlerRuntime!.consumes).toBe(staking.bundlerRuntime!.consumes);
    expect(raffles.bundlerRuntime!.initContainerEntry).toBe(staking.bundlerRuntime!.initContainerEntry);
    expect(raffles.instance).toBeUndefined();
    expect(raffles.initOptions).toBeUndefined();
  });

  it('starts a container’s instance without taking the shell’s place as the runtime’s own', () => {
    const shell = getInstance();
    expect(shell?.name).toBe('shell');
    const { runtime } = provided().createContainerRuntime();
    if (!runtime) throw new Error('no runtime');
    const raffles = runtime.init({ name: 'raffles', remotes: [], shared: {} });
    expect(raffles.name).toBe('raffles');
    expect(getInstance()).toBe(shell);
    // A container started again (its entry run twice) finds its instance.
    expect(runtime.init({ name: 'raffles', remotes: [] })).toBe(raffles);
  });
});
