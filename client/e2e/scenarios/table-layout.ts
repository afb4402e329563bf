import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { screenshot, type Tab } from '../harness/browser';
import { inPlainView, inside, type Rect } from '../harness/in-view';
import type { Scenario } from '../harness/scenario';
import { plateNames } from '../harness/table';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff' };

/** Build the layout test page (e2e/layout) with Vite and serve it; returns its URL and the stop function. */
async function servePage(): Promise<{ url: string; stop(): void }> {
  const root = resolve(__dirname, '..', 'layout');
  const out = mkdtempSync(join(tmpdir(), 'signum-layout-'));
  // Vite's CLI in its own process: this harness is CommonJS, Vite's build API is an ES module.
  const vite = join(require.resolve('vite/package.json'), '..', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', root, '--outDir', out, '--emptyOutDir', '--base', './', '--logLevel', 'warn'], { stdio: 'inherit' });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(out, path === '/' ? 'index.html' : path);
    if (!file.startsWith(out) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}/`, stop: () => { server.close(); rmSync(out, { recursive: true, force: true }); } };
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Check one window size: plates apart, every hand card and action button on screen, the field the largest part. */
async function checkLayout(tab: Tab, w: number, h: number, note: (l: string) => void): Promise<void> {
  const page = tab.page;
  const plates = page.getByRole('list', { name: 'Creatures on the battlefield' }).getByRole('listitem');
  await page.waitForFunction(() => document.querySelectorAll('.token-label').length >= 16);
  const count = await plates.count();
  if (count !== 16) throw new Error(`${w}x${h}: ${count} name plates on the battlefield, expected 16`);
  const boxes = await plates.evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return { text: e.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height }; }));
  const texts = boxes.map((b) => b.text);
  if (new Set(texts).size !== texts.length) throw new Error(`${w}x${h}: two plates read the same: ${texts.join(', ')}`);
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    if (overlap(boxes[i]!, boxes[j]!)) throw new Error(`${w}x${h}: the plates "${boxes[i]!.text}" and "${boxes[j]!.text}" overlap`);
  }
  // A mirror match: both heroes are told apart by name, not by colour alone.
  if (!texts.some((t) => /Aelrin 1/.test(t)) || !texts.some((t) => /Aelrin 2/.test(t))) throw new Error(`${w}x${h}: the two Aelrins are not numbered apart: ${texts.join(', ')}`);

  const hand = page.getByRole('region', { name: 'Your hand' }).getByRole('button');
  const cards = await hand.count();
  if (cards !== 10) throw new Error(`${w}x${h}: ${cards} cards in the hand, expected 10`);
  for (const r of await hand.evaluateAll((els) => els.map((e) => { const b = e.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height, name: e.getAttribute('aria-label') }; }))) {
    if (!inside(r, w, h)) throw new Error(`${w}x${h}: the hand card ${r.name} is outside the window: ${JSON.stringify(r)}`);
  }
  const actions = page.getByTestId('actions-panel').getByRole('button');
  const nActions = await actions.count();
  if (nActions === 0) throw new Error(`${w}x${h}: no action buttons`);
  for (const r of await actions.evaluateAll((els) => els.map((e) => { const b = e.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height, name: e.textContent }; }))) {
    if (!inside(r, w, h)) throw new Error(`${w}x${h}: the action button "${r.name}" is outside the window: ${JSON.stringify(r)}`);
  }
  await inPlainView(page, w, h);
  // The battlefield is the largest part of the window.
  const field = await page.getByTestId('battlefield').boundingBox();
  const share = field ? (field.width * field.height) / (w * h) : 0;
  const sides = await page.locator('aside').evaluateAll((els) => els.map((e) => { const b = e.getBoundingClientRect(); return b.width * b.height; }));
  if (!field || sides.some((a) => a >= field.width * field.height)) throw new Error(`${w}x${h}: a side panel is larger than the battlefield`);
  note(`${w}x${h}: 16 plates apart (${texts.slice(0, 4).join(', ')}…), 10 hand cards and ${nActions} action buttons on screen, battlefield ${(share * 100).toFixed(0)} % of the window`);
}

/**
 * The table's layout at 1280x720, 1024x768 and 1920x1080 on a synthetic mirror-match position with
 * 16 creatures and a 10-card hand (e2e/layout): no two name plates overlap at the fitted zoom,
 * every hand card and action button lies inside the window, the battlefield is the largest part;
 * hovering a hand card shows it full size with its keyword reminders; a melee's dice show which
 * faces counted and the rule; the zoom buttons work; the lobby links to the About page's credits.
 * Screenshots in .artifacts/e2e/.
 */
export const tableLayout: Scenario = {
  name: 'table-layout',
  async run({ browsers, note }) {
    const page = await servePage();
    try {
      for (const [w, h] of [[1280, 720], [1024, 768], [1920, 1080]] as const) {
        const tab = await browsers.openPage(`layout-${w}x${h}`, page.url, { width: w, height: h });
        await checkLayout(tab, w, h, note);
        await screenshot(tab, `table-layout-${w}x${h}`);
      }
      const tab = browsers.tabs[0]!;
      const p = tab.page;
      // Hover a hand card: its full face with keyword reminders appears.
      const card = p.getByRole('region', { name: 'Your hand' }).getByRole('button', { name: /Keledan/ });
      await card.hover({ position: { x: 12, y: 40 } }); // the visible edge of a card in the fan
      const preview = p.getByRole('tooltip');
      await preview.waitFor({ state: 'visible' });
      const previewText = await preview.innerText();
      if (!/Keledan/.test(previewText)) throw new Error(`the preview does not show the hovered card: ${previewText.slice(0, 80)}`);
      note(`hovering a hand card shows it full size: "${previewText.split('\n').slice(0, 3).join(' / ')}…"`);
      await screenshot(tab, 'table-layout-card-preview');
      await p.mouse.move(5, 5);

      // A melee: the dice say which faces counted and by which rule.
      await p.evaluate(() => window.__layout!.emit([
        { e: 'meleeDeclared', attacker: 'p1-c1', defender: 'p2-c1' },
        { e: 'rolled', creature: 'p1-c1', purpose: 'melee attack', faces: ['shield', 'bullseye', 'axe'], successes: 2, counts: ['axe', 'shield'] },
        { e: 'rolled', creature: 'p2-c1', purpose: 'melee defence', faces: ['axe', 'shield'], successes: 1, counts: ['shield'] },
        { e: 'damaged', creature: 'p2-c1', amount: 1, absorbedByRelics: 0, absorbedByArmour: 0, wounds: 1 },
      ]));
      const dice = p.getByRole('region', { name: 'Dice' });
      await dice.getByText('Melee attack: Axes and Shields hit').waitFor();
      await dice.getByText('Defence: only Shields block').waitFor();
      const counted = await dice.getByRole('img', { name: /, counts/ }).count();
      const missed = await dice.getByRole('img', { name: /does not count/ }).count();
      if (counted !== 3 || missed !== 2) throw new Error(`the dice mark ${counted} counted and ${missed} missed faces, expected 3 and 2`);
      note('a melee\'s dice: 3 faces marked as counting, 2 not, with "Melee attack: Axes and Shields hit" and "Defence: only Shields block"');
      await p.waitForTimeout(250);
      await screenshot(tab, 'table-layout-melee-dice');

      // The log's names are cards too: hovering one, or walking to it with the keyboard, shows its card.
      const gameLog = p.getByRole('log', { name: 'Game log' });
      const named = gameLog.locator('li').filter({ hasText: /attacks/ }).last();
      const attacker = ((await named.innerText()).match(/^\s*\d+\.\s+(.+?) attacks /) ?? [])[1];
      if (!attacker) throw new Error(`the melee's log line names no attacker: ${await named.innerText()}`);
      // The log calls the attacker what its name plate on the table says (two Bladedancers read apart).
      const plates = await plateNames(p);
      if (!plates.includes(attacker)) throw new Error(`the log's melee line names "${attacker}", which no name plate shows: ${plates.join(', ')}`);
      await named.getByText(attacker, { exact: true }).first().hover();
      await preview.waitFor({ state: 'visible' });
      if (!(await preview.innerText()).includes(attacker.replace(/ \d+$/, ''))) throw new Error(`hovering "${attacker}" in the log previews another card`);
      await screenshot(tab, 'table-layout-log-preview');
      await p.mouse.move(5, 5);
      await preview.waitFor({ state: 'hidden' });
      await gameLog.focus();
      await p.keyboard.press('ArrowUp');
      await preview.waitFor({ state: 'visible' });
      note(`a name in the log shows its card on hover ("${attacker}", as its plate says) and on keyboard focus (the log, then an arrow key)`);
      await p.keyboard.press('Escape');
      await p.mouse.move(5, 5);
      // The next exchange clears the strip.
      await p.evaluate(() => window.__layout!.emit([
        { e: 'rangedDeclared', attacker: 'p1-c2', target: 'p2-c3', attack: 'shooting', dice: 2, distance: 200 },
        { e: 'rolled', creature: 'p1-c2', purpose: 'shooting', faces: ['shield', 'bullseye'], successes: 1, counts: ['bullseye'] },
      ]));
      await dice.getByText('Shooting: only Bullseyes hit').waitFor();
      if (await dice.getByText('Melee attack: Axes and Shields hit').count()) throw new Error('the last exchange\'s dice are still shown');

      // A played card travels from the hand to where it is summoned.
      await p.evaluate(() => window.__layout!.emit([
        { e: 'cardPlayed', seat: 'p1', card: 'moonwell-druid', instance: 'p1-hand-1' },
        { e: 'summoned', seat: 'p1', creature: 'p1-new', card: 'moonwell-druid', at: { x: 300, y: 380 } },
      ]));
      const flying = p.locator('.card-flight').getByText('Moonwell Druid');
      await flying.waitFor();
      await p.waitForTimeout(200);
      await screenshot(tab, 'table-layout-card-flight');
      await flying.waitFor({ state: 'detached' });
      note('a played card flies from the hand to its summoning spot, then is gone');

      // Zoom in with the button, then Fit brings every plate back.
      await p.getByRole('button', { name: 'Zoom in' }).click();
      await p.getByRole('button', { name: 'Zoom in' }).click();
      await p.getByRole('button', { name: 'Fit the whole battlefield' }).click();
      await checkLayout(tab, 1280, 720, () => {});
      note('zoom in twice, then Fit: the layout checks pass again');

      // A reader who set a larger default font (24 px instead of 16) gets larger text in the panels,
      // and End turn and the log stay in plain view.
      for (const [w, h] of [[1920, 1080], [1280, 720]] as const) {
        const big = await browsers.openPage(`layout-big-font-${w}x${h}`, page.url, { width: w, height: h });
        const cdp = await big.page.context().newCDPSession(big.page);
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
        await big.page.reload();
        await big.page.getByRole('log', { name: 'Game log' }).waitFor();
        const px = await big.page.getByTestId('actions-panel').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        if (Math.abs(px - 19.5) > 0.5) throw new Error(`with a 24 px default font the panels' text is ${px} px, not 19.5 (0.8125rem)`);
        await inPlainView(big.page, w, h);
        await screenshot(big, `table-layout-big-font-${w}x${h}`);
        note(`${w}x${h} with a 24 px default font: the panels' text is ${px} px (13 px at 16), End turn and the log in plain view`);
      }

      // The icons' licence is credited on the About page, one click from the lobby.
      const lobby = await browsers.open('lobby');
      await lobby.page.getByRole('link', { name: 'About' }).click();
      await lobby.page.getByText('Creative Commons Attribution 3.0 (CC BY 3.0)').waitFor();
      note('the lobby\'s About link leads to the credits (game-icons.net, CC BY 3.0; Cinzel, OFL)');
    } finally {
      page.stop();
    }
  },
};
