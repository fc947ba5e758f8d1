import type { RemoteConfig } from '@companion/shared-state';
import type { BuildFiles } from '@companion/shared-state/host';

/** FNV-1a (32 bit): the same string gives the same number in every browser, for ever. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The player's bucket (0-99) for one remote: stable for a given player, and independent between remotes, so
 * the players in one tab's canary are not always the ones in another's.
 */
export function canaryBucket(remote: string, playerKey: string): number {
  return fnv1a(`${remote}:${playerKey}`) % 100;
}

export interface PickedRemote {
  /** The remoteEntry.js URL to load. */
  entry: string;
  /** The deployed version picked, or null for a fixed entry (a dev server, the local stack's own build). */
  version: string | null;
  canary: boolean;
  /** The build's files and their hashes as the config records them; null when it records none for this build. */
  files: BuildFiles | null;
}

/**
 * Which build of a remote this player gets (docs/deploying.md, "Canary"): the canary when the player's bucket
 * falls below its percentage, else the live version. Rolling back is the config naming another version.
 */
export function pickRemote(name: string, remote: RemoteConfig, playerKey: string): PickedRemote {
  if (typeof remote === 'string') return { entry: remote, version: null, canary: false, files: null };
  if ('entry' in remote)
    return { entry: remote.entry, version: null, canary: false, files: remote.integrity };
  const inCanary =
    remote.canary !== undefined &&
    remote.canary.version !== remote.live &&
    canaryBucket(name, playerKey) < remote.canary.percent;
  const version = inCanary ? remote.canary!.version : remote.live;
  return {
    entry: `${remote.base}${version}/remoteEntry.js`,
    version,
    canary: inCanary,
    files: remote.integrity?.[version] ?? null,
  };
}
