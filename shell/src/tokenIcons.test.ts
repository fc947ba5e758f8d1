/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { TOKENS } from '@companion/shared-state';

const SHELL = path.join(__dirname, '..');

/** A WebP file's width and height: its extended header's canvas, or a simple lossy file's frame. */
function webpSize(file: Buffer): { width: number; height: number } | null {
  if (file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP') return null;
  const kind = file.toString('latin1', 12, 16);
  if (kind === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  if (kind === 'VP8 ')
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  return null;
}

describe('token icons', () => {
  it.each(Object.values(TOKENS))(
    '$symbol: a raster image the page decodes off its main thread, drawn from its source',
    ({ icon }) => {
      expect(icon).toMatch(/^\/icons\/[a-z-]+\.webp$/);
      const size = webpSize(fs.readFileSync(path.join(SHELL, 'public', icon)));
      // Four device pixels per CSS pixel at the 20 px the header and home draw it.
      expect(size).toEqual({ width: 80, height: 80 });
      const source = path.join(SHELL, 'icons', path.basename(icon).replace(/\.webp$/, '.svg'));
      expect(fs.existsSync(source)).toBe(true);
    },
  );
});
