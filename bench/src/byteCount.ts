import type { FileKind, LoadedFile } from './browser/responseLog';
import { gzipSize } from './gzip';

export interface ByteCount {
  files: number;
  raw: number;
  /** Each file gzipped on its own (level 9), as it would travel. */
  gzip: number;
}

export const NO_BYTES: ByteCount = { files: 0, raw: 0, gzip: 0 };

/** A file fetched twice (or served again from the cache) is counted once. */
export function countBytes(files: readonly LoadedFile[], kind?: FileKind): ByteCount {
  const byUrl = new Map(files.filter((file) => !kind || file.kind === kind).map((file) => [file.url, file]));
  const chosen = [...byUrl.values()];
  return {
    files: chosen.length,
    raw: chosen.reduce((sum, file) => sum + file.body.length, 0),
    gzip: chosen.reduce((sum, file) => sum + gzipSize(file.body), 0),
  };
}

export function addBytes(a: ByteCount, b: ByteCount): ByteCount {
  return { files: a.files + b.files, raw: a.raw + b.raw, gzip: a.gzip + b.gzip };
}
