// The rules by which a shell refuses a tab's build before running any of it (docs/deploying.md, "What the shell
// refuses"). One copy: the shell applies them to the manifest it has just fetched (./remoteRegistry.ts), and
// `pnpm deploy:remote --against` applies them to the build it is about to publish, with the versions the live
// shell publishes in its app-build.json (shell/appBuild.cjs). So this module reads no compiled-in constant.
import { satisfy } from '@module-federation/runtime-core';
import { checkContract } from '@companion/shared-state/host';
import type { RemoteBuild } from './remoteBuild';
import type { BuiltAgainst } from './IncompatibleTabError';

/** What a shell provides the tabs it runs: what it checks a build against. */
export interface ProvidedVersions {
  /** The shared-state contract version (shared-state/src/contract/version.json at its build). */
  contract: string;
  /** The tab kit version (tab-kit/package.json at its build). */
  kit: string;
  /** The federation bundler runtime the tabs' entries run on (config/federationRuntime.cjs). */
  federationRuntime: string;
  /** Each singleton the shell hands the tabs: its version, and whether a tab's range must be met by it. */
  shared: Record<string, { version: string; strictVersion: boolean }>;
}

/** A singleton a build takes from the shell, with the range it was built for (its manifest's `shared`). */
export interface SharedRequirement {
  name: string;
  /** A semver range, or null for none (a workspace package, versioned by the contract). */
  requiredVersion: string | null;
}

/** Why a shell would refuse a build: what it was built against, for which version, and what the shell has. */
export interface BuildRefusal {
  against: BuiltAgainst;
  builtFor: string;
  provided: string;
  message: string;
}

/**
 * Whether a shell providing `provided` refuses the build `build` that takes the singletons `required`, and why;
 * null when it runs it. In order: the contract, the tab kit, the federation runtime, the strict singletons.
 */
export function refusalOf(
  build: RemoteBuild,
  required: readonly SharedRequirement[],
  provided: ProvidedVersions,
): BuildRefusal | null {
  const contract = checkContract(build.contract, provided.contract);
  if (!contract.ok) {
    return {
      against: 'app contract',
      builtFor: build.contract,
      provided: provided.contract,
      message: contract.message,
    };
  }
  // The kit is a singleton the shell provides: a tab built against a newer minor may use blocks this shell's
  // kit lacks, another major may use them otherwise. The contract's rule; a build from before builds recorded
  // their kit (null) was built against a kit this shell's major provides.
  if (build.kit !== null && !checkContract(build.kit, provided.kit).ok) {
    return {
      against: 'tab kit',
      builtFor: build.kit,
      provided: provided.kit,
      message: `built for tab kit ${build.kit}, this app provides ${provided.kit}`,
    };
  }
  // An entry that runs on the shell's bundler runtime (./containerRuntime.ts) must find the version it was
  // built for; one that carries its own (null) needs nothing of it.
  if (build.federationRuntime !== null && build.federationRuntime !== provided.federationRuntime) {
    return {
      against: 'federation runtime',
      builtFor: build.federationRuntime,
      provided: provided.federationRuntime,
      message: `built for federation runtime ${build.federationRuntime}, this app provides ${provided.federationRuntime}`,
    };
  }
  // The strict singletons (config/sharedSingletons.cjs): the federation runtime refuses a tab whose range the
  // shell's copy does not meet; said here, before anything of it runs, and with the versions.
  for (const { name, requiredVersion } of required) {
    const shell = provided.shared[name];
    // A production build (one that runs on the shell's bundler runtime) carries no copy of any singleton; a
    // dev server's build falls back on its own.
    if (!shell && build.federationRuntime !== null) {
      return {
        against: name,
        builtFor: requiredVersion ?? 'any version',
        provided: 'none',
        message: `takes ${name} from the app, which provides none`,
      };
    }
    if (shell?.strictVersion && requiredVersion && !satisfy(shell.version, requiredVersion)) {
      return {
        against: name,
        builtFor: requiredVersion,
        provided: shell.version,
        message: `built for ${name} ${requiredVersion}, this app provides ${shell.version}`,
      };
    }
  }
  return null;
}
