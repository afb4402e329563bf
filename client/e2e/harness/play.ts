import { getCard, legalActions, type Action, type Creature, type GameState, type Seat } from '@signum/shared';
import { previewOf } from '../../src/model/preview';
import type { TableSnapshot } from '../../src/model/snapshot';
import type { Tab } from './browser';
import { spotOnEdge, stepToward } from './field-geometry';
import { answerPrompt } from './prompts';
import { clickField, clickTestId, hasTestId, snapshotOf } from './table';
import { until } from './wait';

/** What the duel scenario wants to have seen done through the UI. */
export interface Goals {
  moved: boolean;
  meleed: boolean;
  played: boolean;
}

/** The other seat's hero: the one to walk toward and fight (duel). */
function enemyHero(state: GameState, seat: Seat): Creature | null {
  const other = state.config.seats.find((s) => s !== seat && state.players[s] && !state.players[s]!.eliminated);
  return other ? (state.creatures[state.players[other]!.heroCreature] ?? null) : null;
}

/** A fingerprint of what the tab shows, to notice that an action took effect. */
export async function fingerprint(tab: Tab): Promise<string> {
  const s = await snapshotOf(tab);
  return JSON.stringify([s?.view, s?.waitingFor]);
}

/** Wait until the table shows something new after an action; a refusal shows in `[data-testid=error]`. */
export async function settle(tab: Tab, before: string, what: string): Promise<void> {
  try {
    await until(async () => (await fingerprint(tab)) !== before, `${tab.name}: ${what} to take effect`, 10_000);
  } catch (e) {
    const error = await tab.page.locator('[data-testid="error"]').textContent().catch(() => null);
    throw new Error(`${(e as Error).message}${error ? ` (the table says: ${error.trim()})` : ''}`);
  }
}

/** Move the hero toward the enemy hero: select its base, Move, click the waypoint, confirm with Enter. */
export async function moveHero(tab: Tab, hero: Creature, to: { x: number; y: number }): Promise<void> {
  const before = await fingerprint(tab);
  await clickField(tab, hero.pos);
  await clickTestId(tab, 'action-move');
  await clickField(tab, to);
  await tab.page.keyboard.press('Enter');
  await settle(tab, before, 'the move');
}

/** Melee: select the hero, Melee, click the target's base. */
export async function melee(tab: Tab, hero: Creature, target: Creature): Promise<void> {
  const before = await fingerprint(tab);
  await clickField(tab, hero.pos);
  await clickTestId(tab, 'action-melee');
  await clickField(tab, target.pos);
  await settle(tab, before, 'the melee');
}

/**
 * Play one playable card from the hand: a character onto a free spot of the own edge, or a card
 * that needs no point or target (a tactic, a relic with a free slot, an untargeted spell) with the
 * play button. False when no such card is in the hand.
 */
async function playCard(tab: Tab, state: GameState, seat: Seat, actions: Action[]): Promise<string | null> {
  const cards = tab.page.locator('[data-testid="hand"] [data-card-instance][data-playable="true"]');
  const simple = (instance: string) =>
    actions.some((a) => a.type === 'playCard' && a.card === instance && !a.at && !a.target && !a.replace);
  for (const wanted of ['character', 'other'] as const) {
    for (let i = 0; i < (await cards.count()); i++) {
      const card = getCard((await cards.nth(i).getAttribute('data-card'))!);
      const instance = (await cards.nth(i).getAttribute('data-card-instance'))!;
      const spot = card.type === 'character' ? spotOnEdge(state, seat, card.stats!.base / 2) : null;
      if (wanted === 'character' ? !spot : card.type === 'character' || !simple(instance)) continue;
      const before = await fingerprint(tab);
      await cards.nth(i).click();
      // A character goes to place mode at once or after the play button; the others wait for the button.
      if (await hasTestId(tab, 'action-play-card')) await clickTestId(tab, 'action-play-card');
      if (spot) await clickField(tab, spot);
      await settle(tab, before, `playing ${card.name}`);
      return card.name;
    }
  }
  return null;
}

/** The seat's own legal actions on the table's preview (the same rule functions the server runs). */
function legal(s: TableSnapshot): Action[] {
  const state = previewOf(s);
  return state && s.viewer !== 'spectator' ? legalActions(state, s.viewer) : [];
}

/**
 * One step of a duel player's turn through the UI, toward the goals: answer a prompt; in
 * Construction build (a card needs buildings) or take Prosperity; in Activation play a character,
 * fight the enemy hero in contact, else walk the hero toward it, else end the activation or the
 * turn. Returns what it did ('' when it is not this tab's turn).
 */
export async function playStep(tab: Tab, goals: Goals): Promise<string> {
  const answered = await answerPrompt(tab);
  if (answered) {
    if (answered === 'diceSplit') goals.meleed = true;
    return `answered ${answered}`;
  }
  const s = await snapshotOf(tab);
  if (!s?.view || s.status !== 'playing' || s.viewer === 'spectator' || s.waitingFor !== s.viewer || s.view.pending) return '';
  const seat = s.viewer;
  const state = previewOf(s)!;
  const actions = legal(s);
  const before = await fingerprint(tab);
  if (s.view.phase === 'construction') {
    const build = actions.find((a): a is Extract<Action, { type: 'build' }> => a.type === 'build');
    const testid = build && !goals.played ? `action-build-${build.building}` : 'action-take-prosperity';
    // The buildings are behind the one "Build…" button.
    if (build && !goals.played) await clickTestId(tab, 'action-build');
    await clickTestId(tab, testid);
    await settle(tab, before, testid);
    return testid;
  }
  if (s.view.phase !== 'activation') return '';
  const hero = state.creatures[state.players[seat]!.heroCreature];
  const foe = enemyHero(state, seat);
  if (!goals.played && !s.view.activation && actions.some((a) => a.type === 'playCard')) {
    const played = await playCard(tab, state, seat, actions);
    if (played) {
      goals.played = true;
      return `played ${played}`;
    }
  }
  // One melee is the goal: after it the heroes stand and wait, so the game does not end before a card is played.
  if (goals.meleed) return endActivationOrTurn(tab, s, before);
  if (hero && foe && actions.some((a) => a.type === 'melee' && a.creature === hero.id && a.target === foe.id)) {
    await melee(tab, hero, foe);
    return 'melee';
  }
  const walk = hero && foe && actions.some((a) => a.type === 'move' && a.creature === hero.id) ? stepToward(state, hero, foe) : null;
  if (hero && walk) {
    await moveHero(tab, hero, walk);
    const moved = await snapshotOf(tab);
    const now = moved?.view?.creatures.find((c) => c.id === hero.id)?.pos;
    if (now && (now.x !== hero.pos.x || now.y !== hero.pos.y)) goals.moved = true;
    return `moved the hero to ${Math.round(walk.x)},${Math.round(walk.y)}`;
  }
  return endActivationOrTurn(tab, s, before);
}

/** End the creature's activation if one is open, else the turn. */
async function endActivationOrTurn(tab: Tab, s: TableSnapshot, before: string): Promise<string> {
  const end = s.view?.activation ? 'action-end-activation' : 'action-end-turn';
  await clickTestId(tab, end);
  await settle(tab, before, end);
  return end;
}
