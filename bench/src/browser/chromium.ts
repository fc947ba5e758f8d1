import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../paths';

/** Installs the system Chromium when it is missing, with the launcher's own helper. */
export async function ensureChromium(): Promise<void> {
  // A computed specifier: the launcher helper is plain JavaScript with no type declarations.
  const url = pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'chromium.mjs')).href;
  const helper = (await import(url)) as { ensureChromium: () => void };
  helper.ensureChromium();
}
