// Draws each token's icon (shell/icons/<name>.svg, the source) into the raster file the app shows
// (shell/public/icons/<name>.webp): `node scripts/render-token-icons.mjs` after changing a source, then commit
// both. A raster icon is decoded off the page's main thread; an SVG image is a document of its own, laid out
// and painted on it, about 40 ms each on a phone as home first shows (docs/performance.md, "Token icons").
/* global document, Image -- the function given to page.evaluate runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, ensureChromium } from './lib/chromium.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = path.join(ROOT, 'shell', 'icons');
const OUT = path.join(ROOT, 'shell', 'public', 'icons');
/** Pixels per side: four device pixels per CSS pixel at the 20 px the app draws them (2× zoom on a 2× screen). */
const SIZE = 80;
const QUALITY = 0.85;

/**
 * The WebP without the colour profile the browser's encoder embeds (an ICCP chunk of about 500 bytes in each
 * small file): its pixels are sRGB, which is what a browser assumes without one.
 */
function withoutColourProfile(webp) {
  const chunks = [];
  for (let at = 12; at < webp.length;) {
    const size = webp.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (webp.toString('latin1', at, at + 4) !== 'ICCP') chunks.push(Buffer.from(webp.subarray(at, end)));
    at = end;
  }
  const extended = chunks.find((chunk) => chunk.toString('latin1', 0, 4) === 'VP8X');
  // The extended header's flags: bit 5 says a profile follows.
  if (extended) extended[8] &= ~0x20;
  const body = Buffer.concat(chunks);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}

// playwright-core is the end-to-end tests' dependency.
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('playwright-core');

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const file of fs.readdirSync(SOURCES).filter((name) => name.endsWith('.svg'))) {
    const svg = fs.readFileSync(path.join(SOURCES, file), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, size, quality }) => {
        const image = new Image(size, size);
        image.src = `data:image/svg+xml;base64,${btoa(svg.replace('<svg ', `<svg width="${size}" height="${size}" `))}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        canvas.getContext('2d').drawImage(image, 0, 0, size, size);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, size: SIZE, quality: QUALITY },
    );
    const target = path.join(OUT, file.replace(/\.svg$/, '.webp'));
    fs.writeFileSync(target, withoutColourProfile(Buffer.from(dataUrl.split(',')[1], 'base64')));
    console.log(`${path.relative(ROOT, target)} (${fs.statSync(target).size} B)`);
  }
} finally {
  await browser.close();
}
