import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's chromium, headless, with its own background connections (updates, sync, first-run pages)
 * switched off: a test talks only to the local server, and nothing it checks waits on the outside.
 */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Where screenshots go (gitignored). */
export const ARTIFACTS = resolve(__dirname, '..', '..', '..', '.artifacts', 'e2e');

/** One person's browser tab: its own context (storage, seat memory), with everything it logged and received. */
export interface Tab {
  name: string;
  page: Page;
  /** Console errors and uncaught page errors: any one fails the scenario. */
  errors: string[];
  /** Console warnings: printed, allowed. */
  warnings: string[];
  /** Every WebSocket frame the page received, as bytes. */
  frames: Buffer[];
  /**
   * Set by a scenario that opens a link to a match that does not exist: the server's 404 for it is
   * what the page must handle, and the browser reports that response as a console error.
   */
  expectsMissingMatch?: boolean;
}

/** Whether a console error is the browser's report of the 404 a deliberately missing match gets. */
export function expectedMissing(tab: Tab, text: string): boolean {
  return tab.expectsMissingMatch === true && /Failed to load resource: the server responded with a status of 404/.test(text);
}

/** The browser of one run: every tab opened through it is watched for errors. */
export class Browsers {
  private browser: Browser | null = null;
  readonly tabs: Tab[] = [];

  constructor(private readonly baseUrl: string) {}

  async launch(): Promise<void> {
    this.browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ARGS });
  }

  /** A new person: a fresh context (like a separate browser profile) on the lobby page. */
  async open(name: string, hash = '#/'): Promise<Tab> {
    if (!this.browser) throw new Error('launch() first');
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const tab: Tab = { name, page, errors: [], warnings: [], frames: [] };
    page.on('console', (m) => {
      if (m.type() === 'error' && !expectedMissing(tab, m.text())) tab.errors.push(`console error: ${m.text()} (${m.location().url}:${m.location().lineNumber})`);
      else if (m.type() === 'warning') tab.warnings.push(m.text());
    });
    page.on('pageerror', (e) => tab.errors.push(`page error: ${e.stack ?? e.message}`));
    page.on('websocket', (ws) => ws.on('framereceived', (f) => tab.frames.push(typeof f.payload === 'string' ? Buffer.from(f.payload, 'utf8') : Buffer.from(f.payload))));
    this.tabs.push(tab);
    await page.goto(`${this.baseUrl}/${hash}`);
    return tab;
  }

  /** A tab on any URL at a given window size (a static test page), watched for errors like the others. */
  async openPage(name: string, url: string, viewport: { width: number; height: number }): Promise<Tab> {
    if (!this.browser) throw new Error('launch() first');
    const context = await this.browser.newContext({ viewport });
    const page = await context.newPage();
    const tab: Tab = { name, page, errors: [], warnings: [], frames: [] };
    page.on('console', (m) => {
      if (m.type() === 'error' && !expectedMissing(tab, m.text())) tab.errors.push(`console error: ${m.text()} (${m.location().url}:${m.location().lineNumber})`);
      else if (m.type() === 'warning') tab.warnings.push(m.text());
    });
    page.on('pageerror', (e) => tab.errors.push(`page error: ${e.stack ?? e.message}`));
    this.tabs.push(tab);
    await page.goto(url);
    return tab;
  }

  /** Close every tab of a scenario (their contexts with them). */
  async closeTabs(): Promise<void> {
    for (const tab of this.tabs.splice(0)) await tab.page.context().close();
  }

  async close(): Promise<void> {
    await this.browser?.close();
  }
}

/** Save a PNG of the tab as .artifacts/e2e/<name>.png and return its path. */
export async function screenshot(tab: Tab, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await tab.page.screenshot({ path });
  return path;
}
