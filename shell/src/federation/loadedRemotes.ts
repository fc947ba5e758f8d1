import { create } from 'zustand';
import type { RemoteBuild } from './remoteBuild';

export interface LoadedRemote extends RemoteBuild {
  entry: string;
  origin: string;
  /** The deployed version the runtime config named for this player; null for a fixed entry. */
  deployedVersion: string | null;
  canary: boolean;
}

interface LoadedRemotesState {
  /** The remotes running in this page, by name: they keep this build until the page reloads. */
  loaded: Record<string, LoadedRemote>;
  /** Remotes for which the runtime config now names another build than the one running. */
  outdated: Record<string, boolean>;
}

/** The shell's record of what it loaded, for the diagnostics page and the "new version" notice. */
export const useLoadedRemotes = create<LoadedRemotesState>()(() => ({ loaded: {}, outdated: {} }));
