/**
 * The files of a remote's exposed App as its production build names them (config/rspack.app.js): without a
 * content hash, beside the entry, so the shell can request them with the entry instead of a round trip later,
 * once the manifest has named them. A versioned deploy's folder never changes, so the names are still unique to
 * the build (docs/deploying.md). The manifest stays the source of truth: a build named otherwise gets its files
 * fetched from the manifest's list (docs/performance.md, "Tabs load on intent").
 */
export const EXPOSED_APP_FILES = ['__federation_expose_App.js', '__federation_expose_App.css'];

/** Where the App's files of the remote at `entry` (its remoteEntry.js, or its mf-manifest.json) should be. */
export function predictedAppFiles(entry: string): string[] {
  return EXPOSED_APP_FILES.map((file) => new URL(file, entry).href);
}
