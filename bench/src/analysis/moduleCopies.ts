import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedFile } from '../browser/responseLog';
import { ROOT } from '../paths';
import { bytesBySource, UNMAPPED, type RawSourceMap } from './sourceMapBytes';

/** A piece of one loaded file that came from one source module. */
export interface ModuleCopy {
  /** The module's file, relative to the repository (same across builds); null for bundler-generated code. */
  module: string | null;
  origin: string;
  url: string;
  bytes: number;
  text: string;
}

/**
 * Source names look like `webpack://<build>/../../node_modules/.pnpm/react@19.3.1/…`, relative to the build's
 * folder: resolved, the same file has the same name in every build. Names that are not files on disk
 * (`webpack/runtime/…`, inlined templates) are code the bundler wrote for that build.
 */
function moduleOf(source: string, appDir: string): string | null {
  if (source === UNMAPPED) return null;
  let name = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    return null;
  }
  if (name.length > 500) return null;
  const file = path.resolve(appDir, name);
  return fs.existsSync(file) ? path.relative(ROOT, file) : null;
}

async function fetchSourceMap(file: LoadedFile): Promise<RawSourceMap | null> {
  const tail = file.body.subarray(Math.max(0, file.body.length - 300)).toString('utf8');
  const reference = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(tail)?.[1];
  if (!reference || reference.startsWith('data:')) return null;
  const response = await fetch(new URL(reference, file.url), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return null;
  return (await response.json()) as RawSourceMap;
}

/**
 * Splits loaded JavaScript into module copies using each file's source map. A file without one is a
 * single copy named by its content hash, so identical files from two origins still count as the same.
 */
export async function moduleCopies(
  files: readonly LoadedFile[],
  appDirByOrigin: ReadonlyMap<string, string>,
): Promise<ModuleCopy[]> {
  const copies: ModuleCopy[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (file.kind !== 'js' || seen.has(file.url)) continue;
    seen.add(file.url);
    const appDir = appDirByOrigin.get(file.origin) ?? ROOT;
    const code = file.body.toString('utf8');
    const map = await fetchSourceMap(file);
    if (!map) {
      const hash = crypto.createHash('sha1').update(file.body).digest('hex').slice(0, 12);
      const module = `(unmapped file ${hash})`;
      copies.push({ module, origin: file.origin, url: file.url, bytes: file.body.length, text: code });
      continue;
    }
    for (const [source, piece] of bytesBySource(code, map)) {
      copies.push({ module: moduleOf(source, appDir), origin: file.origin, url: file.url, ...piece });
    }
  }
  return copies;
}
