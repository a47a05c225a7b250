#!/usr/bin/env node
// Makes the PNG icons, the ICO favicon and the link preview image from the brand mark
// (public/favicon.svg), drawn by Debian's Chromium: no image package needed. The results are
// committed; run again only when the mark or the preview text changes:
//   node apps/web/scripts/icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const pub = path.resolve(here, '../public');
const mark = readFileSync(path.join(pub, 'favicon.svg'), 'utf8');
const BLUE = '#1d4ed8';

/** The mark without its rounded square: the drawing alone, to place on another background. */
const glyph = mark
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<rect[^>]*\/>/, '');

/** Full-bleed square (maskable icon, Apple touch icon): the drawing within the central safe circle. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${BLUE}"/>` +
  `<g transform="translate(256 256) scale(${scale}) translate(-256 -251)">${glyph}</g></svg>`;

const page = (svg, size) =>
  `<!doctype html><html><body style="margin:0;background:transparent">` +
  svg.replace('<svg ', `<svg width="${size}" height="${size}" `) +
  `</body></html>`;

const preview = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; align-items: center; gap: 56px;
    padding: 0 80px; box-sizing: border-box; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
    background: ${BLUE}; color: #fff; border-bottom: 24px solid #fbbf24; }
  .mark { flex: none; width: 260px; height: 260px; border-radius: 56px; box-shadow: 0 12px 40px rgba(0,0,0,.25); }
  h1 { margin: 0 0 20px; font-size: 84px; letter-spacing: -1px; }
  p { margin: 0; font-size: 38px; line-height: 1.3; }
  .sub { margin-top: 24px; font-size: 26px; color: #dbeafe; }
</style></head><body>
  <div class="mark">${mark.replace('<svg ', '<svg width="260" height="260" ')}</div>
  <div>
    <h1>PrépaLangues</h1>
    <p>Préparez le TCF Canada et vos examens de langue</p>
    <p class="sub">Exercices, examens blancs chronométrés, corrections</p>
  </div>
</body></html>`;

/** An ICO file holding PNG images (accepted by every browser since Windows Vista's format). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const shot = async (html, width, height = width, transparent = true) => {
    const p = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await p.setContent(html);
    const png = await p.screenshot({ omitBackground: transparent, type: 'png' });
    await p.close();
    return png;
  };
  const out = {
    'icons/icon-192.png': await shot(page(mark, 192), 192),
    'icons/icon-512.png': await shot(page(mark, 512), 512),
    'icons/icon-maskable-512.png': await shot(page(fullBleed(0.72), 512), 512),
    'icons/apple-touch-icon.png': await shot(page(fullBleed(0.8), 180), 180),
    'og-image.png': await shot(preview, 1200, 630, false),
  };
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, data: await shot(page(mark, size), size) });
  out['favicon.ico'] = ico(small);
  for (const [file, data] of Object.entries(out)) {
    writeFileSync(path.join(pub, file), data);
    console.log(`${file} : ${(data.length / 1024).toFixed(1)} Ko`);
  }
} finally {
  await browser.close();
}
