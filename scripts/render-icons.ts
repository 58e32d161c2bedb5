import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser.ts';

/**
 * Renders the app's PNG icons (web app manifest, apple-touch-icon) from `favicon.svg` with the
 * system Chromium, so no native image package is needed (docs/decisions/023). Run it after changing
 * the favicon, and commit the PNGs:
 *
 *   node --experimental-strip-types scripts/render-icons.ts
 */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../apps/web/public');
const OUT_DIR = path.join(PUBLIC_DIR, 'icons');
/** The favicon's own background, used to fill icons that must have no transparent corners. */
const BACKGROUND = '#0d1124';

interface IconSpec {
  file: string;
  size: number;
  /** Share of the icon's width the favicon takes, centred. */
  scale: number;
  /** Fill the whole square (maskable and apple-touch icons are cut to shape by the system). */
  isFullBleed: boolean;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, scale: 1, isFullBleed: false },
  { file: 'icon-512.png', size: 512, scale: 1, isFullBleed: false },
  // Maskable: everything that matters inside the central circle of 80 % diameter (the safe zone).
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8, isFullBleed: true },
  // iOS rounds the corners itself and paints transparent pixels black.
  { file: 'apple-touch-icon.png', size: 180, scale: 0.86, isFullBleed: true },
];

const svg = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
fs.mkdirSync(OUT_DIR, { recursive: true });

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    const inner = Math.round(icon.size * icon.scale);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;
        display:grid;place-items:center;background:${icon.isFullBleed ? BACKGROUND : 'transparent'}">
        <img src="${svgUrl}" width="${inner}" height="${inner}" alt=""></body></html>`,
    );
    await page.evaluate('document.images[0].decode()');
    const file = path.join(OUT_DIR, icon.file);
    await page.screenshot({ path: file, omitBackground: !icon.isFullBleed });
    console.info(file);
  }
} finally {
  await browser.close();
}
