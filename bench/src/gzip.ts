import zlib from 'node:zlib';

/** Level 9, so a figure depends on the bytes alone, not on a server's compression setting. */
export function gzipSize(bytes: Buffer | string): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}
