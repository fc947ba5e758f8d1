import { decode } from '@jridgewell/sourcemap-codec';

export interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/** The generated code of one file, split by the source each piece was compiled from. */
export type BytesBySource = Map<string, { bytes: number; text: string }>;

/** Generated code that no source maps to: the bundler's own runtime and glue. */
export const UNMAPPED = '';

/**
 * Attributes every character of `code` to the source its mapping segment points at, up to the next segment.
 * This is how source-map-explorer sizes modules; it needs no knowledge of the bundler's module format.
 */
export function bytesBySource(code: string, map: RawSourceMap): BytesBySource {
  const result: BytesBySource = new Map();
  const add = (source: string, text: string) => {
    if (!text) return;
    const entry = result.get(source) ?? { bytes: 0, text: '' };
    entry.bytes += Buffer.byteLength(text);
    entry.text += text;
    result.set(source, entry);
  };
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let column = 0;
    let source = UNMAPPED;
    for (const segment of segments) {
      add(source, line.slice(column, segment[0]));
      column = segment[0];
      source = segment.length >= 4 ? (map.sources[segment[1]!] ?? UNMAPPED) : UNMAPPED;
    }
    // The newline belongs to whatever the line ended with.
    add(source, line.slice(column) + (index < lines.length - 1 ? '\n' : ''));
  });
  return result;
}
