import { create } from 'zustand';
import type { RemoteBuild } from './remoteBuild';

export interface LoadedRemote extends RemoteBuild {
  entry: string;
  origin: string;
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
