import { refusalOf, type ProvidedVersions } from './checkBuild';
import type { RemoteBuild } from './remoteBuild';

const PROVIDED: ProvidedVersions = {
  contract: '2.3.0',
  kit: '2.1.0',
  federationRuntime: '2.9.2',
  shared: {
    react: { version: '19.3.1', strictVersion: true },
    'react-router-dom': { version: '7.18.5', strictVersion: false },
  },
};
const build = (over: Partial<RemoteBuild> = {}): RemoteBuild => ({
  version: '1.0.0',
  commit: 'abc',
  contract: '2.3.0',
  kit: '2.1.0',
  federationRuntime: '2.9.2',
  ...over,
});
const REACT = [{ name: 'react', requiredVersion: '19.3.1' }];

describe('refusalOf: what the shell refuses before running a build, and deploy:remote --against before publishing', () => {
  it('runs a build against what the app provides, or older minors of it', () => {
    expect(refusalOf(build(), REACT, PROVIDED)).toBeNull();
    expect(refusalOf(build({ contract: '2.0.0', kit: '2.0.1' }), REACT, PROVIDED)).toBeNull();
    // Built before builds recorded a kit, or a dev server's entry that carries its own runtime.
    expect(refusalOf(build({ kit: null, federationRuntime: null }), REACT, PROVIDED)).toBeNull();
  });

  it('refuses, in order, the contract, the tab kit, the federation runtime', () => {
    expect(refusalOf(build({ contract: '3.0.0', kit: '9.0.0' }), REACT, PROVIDED)).toMatchObject({
      against: 'app contract',
      builtFor: '3.0.0',
      provided: '2.3.0',
    });
    expect(refusalOf(build({ kit: '2.2.0' }), REACT, PROVIDED)).toEqual({
      against: 'tab kit',
      builtFor: '2.2.0',
      provided: '2.1.0',
      message: 'built for tab kit 2.2.0, this app provides 2.1.0',
    });
    expect(refusalOf(build({ federationRuntime: '2.10.0' }), REACT, PROVIDED)).toMatchObject({
      against: 'federation runtime',
      message: 'built for federation runtime 2.10.0, this app provides 2.9.2',
    });
  });

  it("refuses a strict singleton's range the app's copy does not meet; a loose one is the runtime's business", () => {
    expect(refusalOf(build(), [{ name: 'react', requiredVersion: '^20.0.0' }], PROVIDED)).toEqual({
      against: 'react',
      builtFor: '^20.0.0',
      provided: '19.3.1',
      message: 'built for react ^20.0.0, this app provides 19.3.1',
    });
    expect(refusalOf(build(), [{ name: 'react', requiredVersion: '^19.0.0' }], PROVIDED)).toBeNull();
    expect(refusalOf(build(), [{ name: 'react', requiredVersion: null }], PROVIDED)).toBeNull();
    expect(
      refusalOf(build(), [{ name: 'react-router-dom', requiredVersion: '~7.19.0' }], PROVIDED),
    ).toBeNull();
  });

  it('refuses a production build taking a singleton the app does not provide; a dev build has its own', () => {
    const zod = [{ name: 'zod', requiredVersion: '^4.0.0' }];
    expect(refusalOf(build(), zod, PROVIDED)).toMatchObject({
      against: 'zod',
      message: 'takes zod from the app, which provides none',
    });
    expect(refusalOf(build({ federationRuntime: null }), zod, PROVIDED)).toBeNull();
  });
});
