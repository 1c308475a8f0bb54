// Renders the app icons from one SVG design with headless Chromium (Debian's /usr/bin/chromium), and
// public/favicon.ico from public/favicon.svg (the icon a browser asks for on a page that links none).
// Run once after changing a design, then commit the files: node test/tools/make-icons.mjs
import { chromium } from 'playwright-core';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './chromium.mjs';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const GREEN = '#1f3a2e';
const CREAM = '#f6f1e7';
const RED = '#c62f28';

/** The board motif in a 512-unit box: a cream peg board, three tracks of holes in fives, a red peg. */
function board() {
  const holes = [];
  const cols = [196, 256, 316];
  const rows = [112, 142, 172, 202, 232, 282, 312, 342, 372, 402];
  for (const x of cols) for (const y of rows) holes.push(`<circle cx="${x}" cy="${y}" r="9"/>`);
  return `
    <rect x="136" y="64" width="240" height="384" rx="44" fill="${CREAM}"/>
    <g fill="${GREEN}">${holes.join('')}</g>
    <rect x="146" y="252" width="220" height="4" rx="2" fill="${GREEN}" opacity="0.35"/>
    <circle cx="196" cy="312" r="22" fill="#7d1b16"/>
    <circle cx="196" cy="308" r="20" fill="${RED}"/>
    <circle cx="189" cy="301" r="6" fill="#ffffff" opacity="0.45"/>`;
}

/** `maskable`: full-bleed background, motif scaled into the 80% safe circle (radius 204.8 of 512). */
function svg(maskable) {
  const bg = maskable ? `<rect width="512" height="512" fill="${GREEN}"/>` : `<rect width="512" height="512" rx="104" fill="${GREEN}"/>`;
  const motif = maskable ? `<g transform="translate(256 256) scale(0.78) translate(-256 -256)">${board()}</g>` : board();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="100%" height="100%">${bg}${motif}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

/** An ICO file holding one PNG image (the format every browser reads since 2007): a 6-byte header, one 16-byte entry. */
function ico(png, size) {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size, 6);
  head.writeUInt8(size, 7);
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits a pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(head.length, 18); // where the image starts
  return Buffer.concat([head, png]);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, maskable } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">
       <div style="width:${size}px;height:${size}px">${svg(maskable)}</div></body></html>`,
    );
    await page.screenshot({ path: join(publicDir, file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`wrote public/${file} (${size}x${size}${maskable ? ', maskable' : ''})`);
  }
  const size = 48;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">
     <div style="width:${size}px;height:${size}px">${await readFile(join(publicDir, 'favicon.svg'), 'utf8')}</div></body></html>`,
  );
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await writeFile(join(publicDir, 'favicon.ico'), ico(png, size));
  console.log(`wrote public/favicon.ico (${size}x${size}, from favicon.svg)`);
} finally {
  await browser.close();
}
