// Stands in for shell/src/federation/remoteRegistry.ts in the one-bundle build: the same functions, but each
// tab's App is a lazy chunk of this build instead of a federated remote.
import type { ComponentType } from 'react';

type RemoteApp = { default: ComponentType };

let entries: Record<string, string> = {};

/** Keeps the federated build's rule that a tab missing from config.json cannot be opened. */
export function registerTabRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
}

export async function loadRemoteApp(name: string): Promise<RemoteApp> {
  if (!entries[name]) throw new Error(`No address is configured for the ${name} tab`);
  // One lazy chunk per tab, found by the bundler from the pattern. The computed path also keeps the type
  // checker out of the tabs' sources, which their own packages check.
  return (await import(
    /* webpackInclude: /[\\/]remotes[\\/][a-z]+[\\/]src[\\/]App\.tsx$/ */
    /* webpackExclude: /node_modules/ */
    /* webpackChunkName: "tab-[request]" */
    `../../remotes/${name}/src/App.tsx`
  )) as RemoteApp;
}

/** A failed chunk load is retried by the next import(); there is no registration to reset. */
export function resetRemote(_name: string): void {}
