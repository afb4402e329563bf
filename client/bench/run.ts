/**
 * The battlefield benchmark (reported, not a test): builds the bench page (index.html +
 * bench-page.ts, a synthetic 32-creature, 8-terrain duel in move mode) with Vite, serves it, drives
 * Debian chromium headless through playwright-core dragging a path for ~5 s, and prints the frame
 * rate measured by requestAnimationFrame in the page; then the production bundle's gzipped JS size.
 * `npm run bench:client [-- --screenshot file.png]`.
 */
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const here = resolve(import.meta.dirname);
const client = resolve(here, '..');
const DRAG_MS = 5000;
const MELEE_MS = 5000;
/** The production bundle before issue 10's table work (commit b570de3), gzipped JS, as this bench printed it. */
const BUNDLE_BEFORE_KIB = 292.9;
/** Every figure printed, to compare at the end. */
const medians: string[] = [];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

/** A static file server for one directory on a free port. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    ok({ server, url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/` });
  }));
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
}

async function benchFrames(url: string, screenshot: string | undefined): Promise<void> {
  console.log(`\n${url.includes('renderer=') ? `forced ${new URL(url).searchParams.get('renderer')}` : 'default renderer choice'}:`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(url);
    await page.waitForFunction(() => window.__bench !== undefined || window.__benchError !== undefined);
    const failed = await page.evaluate(() => window.__benchError);
    if (failed) throw new Error(`bench page: ${failed}`);
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl ? String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)) : 'no WebGL2';
    });
    await page.evaluate(() => window.__bench!.setMode({ kind: 'move', creature: 'p1-hero', run: true }));
    const start = await page.evaluate(() => window.__bench!.battlefield.toClient({ x: 300, y: 560 }));
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.evaluate(() => window.__bench!.startFrames());
    // The camera does not change during the drag: field → page is affine, taken from three points once.
    const [o, ex, ey] = await page.evaluate(() => [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }].map((p) => window.__bench!.battlefield.toClient(p)));
    const toPage = (x: number, y: number) => ({ x: o!.x + (ex!.x - o!.x) * x + (ey!.x - o!.x) * y, y: o!.y + (ex!.y - o!.y) * x + (ey!.y - o!.y) * y });
    // Sweep the cursor around the hero's reach: in and out of range, across bases and terrain.
    const t0 = Date.now();
    let moves = 0;
    while (Date.now() - t0 < DRAG_MS) {
      const t = (Date.now() - t0) / 1000;
      const to = toPage(300 + Math.sin(t * 1.3) * 170, 470 - Math.abs(Math.cos(t * 0.9)) * 110);
      await page.mouse.move(to.x, to.y);
      moves++;
    }
    const frames = await page.evaluate(() => window.__bench!.stopFrames());
    await page.mouse.up();
    if (screenshot) await page.screenshot({ path: screenshot });
    await page.evaluate(() => window.__bench!.setMode({ kind: 'idle' }));
    // Melee animations back to back: a new melee (lunge, clash, two throws of dice, damage) every 400 ms.
    await page.evaluate(() => window.__bench!.startFrames());
    const m0 = Date.now();
    let melees = 0;
    while (Date.now() - m0 < MELEE_MS) {
      await page.evaluate(() => window.__bench!.melee());
      melees++;
      await page.waitForTimeout(400);
    }
    const meleeFrames = await page.evaluate(() => window.__bench!.stopFrames());
    if (screenshot) await page.screenshot({ path: screenshot.replace(/\.png$/, '-melee.png') });
    const sorted = [...frames].sort((a, b) => a - b);
    const total = frames.reduce((a, b) => a + b, 0);
    const p95 = percentile(sorted, 0.95);
    const pixi = await page.evaluate(() => window.__bench!.renderer);
    console.log(`WebGL: ${renderer}; Pixi renderer: ${pixi}`);
    console.log(`frames: ${frames.length} in ${(total / 1000).toFixed(2)} s while dragging (${moves} pointer moves)`);
    console.log(`mean: ${(1000 / (total / frames.length)).toFixed(1)} fps (${(total / frames.length).toFixed(2)} ms/frame)`);
    console.log(`median frame: ${percentile(sorted, 0.5).toFixed(2)} ms = ${(1000 / percentile(sorted, 0.5)).toFixed(1)} fps; slowest 5 %: ≥ ${p95.toFixed(2)} ms (5th-percentile fps ${(1000 / p95).toFixed(1)})`);
    const ms = [...meleeFrames].sort((a, b) => a - b);
    const mp95 = percentile(ms, 0.95);
    console.log(`melee animation: ${meleeFrames.length} frames in ${(meleeFrames.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s (${melees} melees); median frame ${percentile(ms, 0.5).toFixed(2)} ms = ${(1000 / percentile(ms, 0.5)).toFixed(1)} fps; slowest 5 %: ≥ ${mp95.toFixed(2)} ms`);
    medians.push(`${pixi}: dragging a path ${(1000 / percentile(sorted, 0.5)).toFixed(1)} fps, melee animation ${(1000 / percentile(ms, 0.5)).toFixed(1)} fps (medians; target ≥ 55 on Canvas)`);
    console.log(problems.length ? `console problems:\n  ${problems.join('\n  ')}` : 'console: no errors or warnings');
  } finally {
    await browser.close();
  }
}

/** Raw and gzipped size of the JS files in a Vite build's assets. */
function bundleSize(what: string, assets: string): number {
  let raw = 0;
  let gz = 0;
  for (const f of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const bytes = readFileSync(join(assets, f));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`${what}: ${(raw / 1024).toFixed(1)} KiB JS, ${(gz / 1024).toFixed(1)} KiB gzipped`);
  return gz / 1024;
}

/** Gzipped size of the build's CSS and fonts (the display font ships as woff2 files, already compressed). */
function assetSize(assets: string): { css: number; fonts: number } {
  let css = 0;
  let fonts = 0;
  for (const f of readdirSync(assets)) {
    const bytes = readFileSync(join(assets, f));
    if (f.endsWith('.css')) css += gzipSync(bytes, { level: 9 }).length;
    else if (/\.woff2?$/.test(f)) fonts += bytes.length;
  }
  return { css: css / 1024, fonts: fonts / 1024 };
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--screenshot');
  const screenshot = at > 0 ? process.argv[at + 1] : undefined;
  await build({ root: here, base: './', configFile: false, logLevel: 'warn', build: { outDir: join(here, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 4000 } });
  const { server, url } = await serve(join(here, 'dist'));
  try {
    await benchFrames(url, screenshot);
    await benchFrames(`${url}?renderer=webgl`, undefined);
  } finally {
    server.close();
  }
  console.log('');
  await build({ root: client, configFile: join(client, 'vite.config.ts'), logLevel: 'warn' });
  const js = bundleSize('production client bundle (client/dist)', join(client, 'dist', 'assets'));
  const { css, fonts } = assetSize(join(client, 'dist', 'assets'));
  console.log(`production CSS ${css.toFixed(1)} KiB gzipped, fonts (woff2) ${fonts.toFixed(1)} KiB: total ${(js + css + fonts).toFixed(1)} KiB (target ≤ 400)`);
  console.log(`JS before issue 10 (b570de3): ${BUNDLE_BEFORE_KIB.toFixed(1)} KiB gzipped → now ${js.toFixed(1)} KiB (+${(js - BUNDLE_BEFORE_KIB).toFixed(1)})`);
  bundleSize('bench page bundle (battlefield + Pixi + shared)', join(here, 'dist', 'assets'));
  console.log(`\nsummary:\n  ${medians.join('\n  ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
