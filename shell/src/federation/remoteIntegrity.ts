import { create } from 'zustand';
import type { BuildFiles } from '@companion/shared-state/host';

/**
 * The shell's file checker: every file of a tab (its entry, its manifest, its App's chunks and style sheets, any
 * chunk it loads later) is fetched with the hash the runtime config records for it, and the browser runs or
 * applies it only if its bytes have that hash (Subresource Integrity). A file the config records no hash for is
 * given one no file has, so it never runs either (docs/deploying.md, "Every file checked against its hash").
 *
 * Who asks: the federation runtime for a tab's entry (./hostRuntime.ts), the tab's own chunk loader for its
 * chunks (config/remoteIntegrityPlugin.cjs, through the global below), the shell for the manifest and the
 * preloads (./remoteBuild.ts, ./preloadFile.ts).
 */

/** Where the tabs' chunk loaders find the checker; the same name as in config/remoteIntegrityPlugin.cjs. */
export const REMOTE_INTEGRITY_GLOBAL = '__COMPANION_REMOTE_INTEGRITY__';

/**
 * How a tab's files are requested: CORS, so the browser may check their hash, with the page's own credentials
 * rule. A tab served from another origin gets none (as with 'omit'); one served under the shell's origin (a
 * deployment choice, docs/deploying.md) shares the page's connection. With 'omit' the browser sends those
 * requests on connections of their own, and the first of them paid a new connection (two round trips on a phone)
 * before the tab could start (docs/performance.md, "One connection for the tab's files").
 */
export const REMOTE_FILE_REQUEST = {
  mode: 'cors',
  credentials: 'same-origin',
} as const satisfies RequestInit;

/** An integrity value no file matches (the SHA-384 of no bytes is not 48 zero bytes). */
export const NO_FILE_MATCHES = `sha384-${'A'.repeat(64)}`;

/** Why a tab's file was refused: its bytes differ from the recorded hash, or no hash is recorded for it. */
export type RefusalReason = 'changed' | 'unrecorded';

export interface RefusedFile {
  url: string;
  reason: RefusalReason;
}

/** The first file refused per tab in this page, for its error panel. */
export const useRefusedFiles = create<{ byTab: Record<string, RefusedFile> }>()(() => ({ byTab: {} }));

/** A tab's build as the config names it: its folder, and its files' hashes ('unverified': a dev server's). */
interface TrustedBuild {
  tab: string;
  folder: string;
  files: BuildFiles | 'unverified';
}

const builds = new Map<string, TrustedBuild>();

/** The checks of failed files still running, per tab: a load's failure is explained once they are done. */
const checking = new Map<string, Set<Promise<void>>>();

/**
 * Records the build a tab is about to load: from now on its files are fetched with these hashes. `files` is
 * null when the config records none (every file of the tab is refused), 'unverified' for a dev server the
 * config exempts (docs/deploying.md, "The local stack and the dev servers").
 */
export function trustBuild(tab: string, entry: string, files: BuildFiles | 'unverified' | null): void {
  builds.set(tab, { tab, folder: new URL('./', entry).href, files: files ?? {} });
}

/** A URL without its query and fragment: the file it names. */
const fileOf = (url: string) => url.replace(/[?#].*$/, '');

/** The build a file belongs to: the tab whose folder holds it (the deepest, should two nest). */
function buildOf(url: string): TrustedBuild | undefined {
  let found: TrustedBuild | undefined;
  for (const build of builds.values()) {
    if (url.startsWith(build.folder) && (!found || build.folder.length > found.folder.length)) found = build;
  }
  return found;
}

function refuse(tab: string, url: string, reason: RefusalReason): void {
  const { byTab } = useRefusedFiles.getState();
  if (byTab[tab]) return;
  console.warn(
    reason === 'changed'
      ? `The ${tab} tab's file ${url} does not match its recorded hash: it was not run.`
      : `The ${tab} tab's file ${url} has no recorded hash: it was not run.`,
  );
  useRefusedFiles.setState({ byTab: { ...byTab, [tab]: { url, reason } } });
}

/** What a file is fetched with: its hash, NO_FILE_MATCHES, or null for a dev server's file (no check). */
export interface FileCheck {
  tab: string | null;
  integrity: string | null;
}

/**
 * The hash recorded for a file: its tab (null outside every known build) and its integrity value, null for a dev
 * server's file (no check), undefined when its build records none for it.
 */
export function recordedHash(url: string): { tab: string | null; integrity: string | null | undefined } {
  const file = fileOf(new URL(url, document.baseURI).href);
  const build = buildOf(file);
  if (!build) return { tab: null, integrity: undefined };
  if (build.files === 'unverified') return { tab: build.tab, integrity: null };
  return { tab: build.tab, integrity: build.files[file.slice(build.folder.length)] };
}

/**
 * The integrity a tab's file must be fetched with. A file outside every known build, or one its build does not
 * list, gets NO_FILE_MATCHES: it is fetched but never runs, and its tab is marked refused.
 */
export function checkFor(url: string): FileCheck {
  const { tab, integrity } = recordedHash(url);
  if (integrity !== undefined) return { tab, integrity };
  if (tab) refuse(tab, fileOf(url), 'unrecorded');
  return { tab, integrity: NO_FILE_MATCHES };
}

/** SHA-384 of `bytes` as an integrity value; null where the page cannot hash (not a secure context). */
async function sriOf(bytes: ArrayBuffer): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * Tells a refused file from one that could not be fetched: the browser reports both as the same error. The file
 * is fetched again and hashed here; other bytes than recorded mark the tab refused, a failed fetch leaves it
 * unavailable as any download failure would (Retry).
 */
export function explainFailure(url: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const { tab, integrity } = recordedHash(url);
  if (!tab || !integrity) return Promise.resolve();
  const check = (async () => {
    try {
      const response = await fetchImpl(url, { cache: 'no-cache', ...REMOTE_FILE_REQUEST });
      if (!response.ok) return;
      const actual = await sriOf(await response.arrayBuffer());
      if (actual && actual !== integrity) refuse(tab, fileOf(url), 'changed');
    } catch {
      // Not reachable now: unavailable, not refused.
    }
  })();
  const pending = checking.get(tab) ?? new Set();
  checking.set(tab, pending);
  pending.add(check);
  void check.finally(() => pending.delete(check));
  return check;
}

/** Waits for the checks of a tab's failed files, so that its error says whether a file was refused. */
export async function failureExplained(tab: string): Promise<RefusedFile | null> {
  await Promise.all(checking.get(tab) ?? []);
  return useRefusedFiles.getState().byTab[tab] ?? null;
}

/** Forgets a tab's refusal (Retry loads it again, maybe from a config that names another build). */
export function forgetRefusal(tab: string): void {
  const { byTab } = useRefusedFiles.getState();
  if (!byTab[tab]) return;
  const rest = { ...byTab };
  delete rest[tab];
  useRefusedFiles.setState({ byTab: rest });
}

/**
 * Gives a <script> or <link> the integrity its file must have, before its request starts; a file that fails
 * to load is then checked (explainFailure). A dev server's file is left as it is.
 */
export function attach(element: HTMLScriptElement | HTMLLinkElement, url: string): void {
  const { integrity } = checkFor(url);
  if (integrity === null) return;
  element.setAttribute('crossorigin', 'anonymous');
  element.setAttribute('integrity', integrity);
  element.addEventListener('error', () => void explainFailure(url), { once: true });
}

/** Makes the checker reachable by the tabs' chunk loaders; set once, before any tab's entry runs. */
export function provideRemoteIntegrity(): void {
  if (REMOTE_INTEGRITY_GLOBAL in globalThis) return;
  Object.defineProperty(globalThis, REMOTE_INTEGRITY_GLOBAL, {
    value: Object.freeze({ attach }),
    writable: false,
    configurable: false,
  });
}
