import type { Page } from 'playwright-core';

export interface Rect { x: number; y: number; width: number; height: number }

/** Whether a box lies inside a window of w × h (half a pixel of rounding allowed). */
export const inside = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;

/**
 * End turn and the log are where a player looks for them: End turn inside the window and on top
 * (what is at its centre is the button itself, nothing overlapping it), the log showing at least a
 * few lines' height; the terrain pool is one "Lay terrain" button, not one a card.
 */
export async function inPlainView(page: Page, w: number, h: number): Promise<void> {
  const end = page.getByRole('button', { name: 'End turn', exact: true });
  const box = await end.boundingBox();
  if (!box || !inside(box, w, h)) throw new Error(`${w}x${h}: End turn is not inside the window: ${JSON.stringify(box)}`);
  const onTop = await end.evaluate((b) => {
    const r = b.getBoundingClientRect();
    const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return at === b || b.contains(at);
  });
  if (!onTop) throw new Error(`${w}x${h}: something covers End turn`);
  const log = await page.getByRole('log', { name: 'Game log' }).boundingBox();
  const logShown = log ? Math.min(log.y + log.height, h) - Math.max(log.y, 0) : 0;
  if (!log || logShown < 60 || log.x < 0 || log.x + log.width > w + 0.5) throw new Error(`${w}x${h}: the log shows ${logShown.toFixed(0)} px of its height: ${JSON.stringify(log)}`);
  const lay = await page.getByRole('button', { name: /^Lay / }).allTextContents();
  if (lay.length > 1) throw new Error(`${w}x${h}: ${lay.length} "Lay …" buttons: ${lay.join(', ')}`);
}

