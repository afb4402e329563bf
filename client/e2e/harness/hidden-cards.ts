import { getCard, type GameView } from '@signum/shared';
import type { Tab } from './browser';
import { snapshotOf } from './table';

/**
 * What the players' hands held and what was ever public, gathered from the players' own pages
 * over a match: a card is a secret to check for only while no one has ever seen it in play.
 */
export class HandWatch {
  /** Card ids seen in a player's hand on the page. */
  readonly inHands = new Set<string>();
  /** Card ids ever seen in public: on the field, in graveyards, buildings, relics, terrain. */
  readonly shown = new Set<string>();

  /** Look at the players' pages now. */
  async sample(players: Tab[]): Promise<void> {
    for (const tab of players) {
      for (const id of await tab.page.locator('[data-testid="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''))) {
        if (id) this.inHands.add(id);
      }
      const view = (await snapshotOf(tab))?.view;
      if (view) for (const id of publicCards(view)) this.shown.add(id);
    }
  }

  /** The hand cards never shown in public: their ids and names must reach no spectator. */
  secrets(): { id: string; name: string }[] {
    return [...this.inHands].filter((id) => !this.shown.has(id)).map((id) => ({ id, name: getCard(id).name }));
  }
}

/** Every card id a view shows everyone (not its viewer's own hand, tactics, pools or prompt). */
function publicCards(view: GameView): string[] {
  const ids: string[] = [];
  for (const c of view.creatures) ids.push(c.card);
  for (const t of view.terrain) ids.push(t.card);
  for (const p of Object.values(view.players)) {
    if (!p) continue;
    ids.push(p.hero, p.minion, ...p.graveyard.map((g) => g.card), ...p.buildings.map((b) => b.card), ...p.relics.map((r) => r.card), ...p.terrainCards, ...p.uniquesUsed);
  }
  return ids;
}

/** Whether bytes carry a card id as a whole string (JSON-quoted, or a msgpack/schema string). */
function carriesId(bytes: Buffer, id: string): boolean {
  if (bytes.includes(`"${id}"`)) return true;
  const len = Buffer.byteLength(id);
  const prefix = len < 32 ? Buffer.from([0xa0 | len]) : Buffer.from([0xd9, len]);
  return bytes.includes(Buffer.concat([prefix, Buffer.from(id)]));
}

/**
 * The control for the frame search: whether a player's own socket carried one of its own hand's card
 * ids (if the search cannot find what is surely there, finding nothing in the spectator's proves nothing).
 */
export async function ownHandOnWire(player: Tab): Promise<boolean> {
  const ids = await player.page.locator('[data-testid="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  return ids.some((id) => id && player.frames.some((f) => carriesId(f, id)));
}

/** The secrets a spectator's page text or received WebSocket frames give away (empty = none). */
export async function leaksTo(spectator: Tab, secrets: { id: string; name: string }[]): Promise<string[]> {
  const text = await spectator.page.locator('body').innerText();
  const leaks: string[] = [];
  for (const { id, name } of secrets) {
    if (text.includes(name)) leaks.push(`the page shows "${name}"`);
    if (spectator.frames.some((f) => carriesId(f, id))) leaks.push(`a WebSocket frame carries the card id "${id}"`);
    if (spectator.frames.some((f) => f.includes(name, 0, 'utf8') || f.includes(name, 0, 'latin1'))) leaks.push(`a WebSocket frame carries the name "${name}"`);
  }
  return leaks;
}
