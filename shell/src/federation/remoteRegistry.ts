import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

type RemoteApp = { default: ComponentType };

let entries: Record<string, string> = {};

/**
 * Tells the federation runtime where each tab lives. Nothing is fetched here: a remote's entry is
 * requested by the first loadRemoteApp() call for it, i.e. when its tab is first opened.
 */
export function registerTabRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export async function loadRemoteApp(name: string): Promise<RemoteApp> {
  if (!entries[name]) throw new Error(`No address is configured for the ${name} tab`);
  const module = await loadRemote<RemoteApp>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} tab did not expose an App component`);
  return module;
}

/** Forgets a failed remote so the next load fetches its entry again (used by Retry). */
export function resetRemote(name: string): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
