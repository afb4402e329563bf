import { baseOf, circlePolygonGap, CONTACT_GAP, DISTANCE, getCard, getQuest, legalActions, planMove, type Creature, type GameState, type Seat, type Vec } from '@signum/shared';
import { previewOf } from '../../src/model/preview';
import type { TableSnapshot } from '../../src/model/snapshot';
import type { Tab } from './browser';
import { fingerprint, melee, moveHero, settle } from './play';
import { answerPrompt } from './prompts';
import { snapshotOf } from './table';

/** Where a Hero playing for its first quest heads: a quest terrain to reach, else the quest's creatures to slay. */
type Aim = { kind: 'terrain'; id: string } | { kind: 'creature'; id: string };

/**
 * The easiest active quest's aim: "reach" first (walk into its terrain), then "slay" (its creatures, the
 * nearest first). Two of the three early quests are dealt at the start (22.13), so one of the two always is.
 */
export function questAim(state: GameState, hero: Creature): Aim | null {
  const q = state.quest!;
  for (const a of q.active) {
    const goal = getQuest(a.id).goal;
    const placed = a.terrain.find((id) => state.terrain.some((t) => t.id === id));
    if (goal.kind === 'reach' && placed) return { kind: 'terrain', id: placed };
  }
  for (const a of q.active) {
    if (getQuest(a.id).goal.kind !== 'slay') continue;
    const standing = a.creatures.map((id) => state.creatures[id]).filter((c): c is Creature => !!c);
    standing.sort((x, y) => Math.hypot(x.pos.x - hero.pos.x, x.pos.y - hero.pos.y) - Math.hypot(y.pos.x - hero.pos.x, y.pos.y - hero.pos.y));
    if (standing[0]) return { kind: 'creature', id: standing[0].id };
  }
  return null;
}

/** Where to click so that `mover` walks straight toward `to`, as far as the rules let it (the shared `planMove` decides). */
export function stepTowardPoint(state: GameState, mover: Creature, to: Vec, stopShort: number): Vec | null {
  const gap = { x: to.x - mover.pos.x, y: to.y - mover.pos.y };
  const dist = Math.hypot(gap.x, gap.y);
  const allowance = DISTANCE[getCard(mover.card).stats!.movement as keyof typeof DISTANCE];
  for (let d = Math.min(dist - stopShort, allowance - 2); d > 5; d -= 6) {
    const at = { x: mover.pos.x + (gap.x / dist) * d, y: mover.pos.y + (gap.y / dist) * d };
    try {
      planMove(state, mover, [at], false);
      return { x: Math.round(at.x * 10) / 10, y: Math.round(at.y * 10) / 10 };
    } catch {
      // blocked or too far (Difficult terrain halves the way): a shorter step
    }
  }
  return null;
}

/**
 * One step of the solo Hero's turn through the UI, toward its first completed quest: answer a prompt;
 * in Construction take Prosperity; in Activation fight what touches the Hero, else walk the Hero to the
 * quest's aim, else end the activation or the turn (the engine then plays the Overlord). Returns what it did.
 */
export async function questStep(tab: Tab): Promise<string> {
  const answered = await answerPrompt(tab);
  if (answered) return `answered ${answered}`;
  const s: TableSnapshot | null = await snapshotOf(tab);
  if (!s?.view || s.status !== 'playing' || s.viewer === 'spectator' || s.waitingFor !== s.viewer || s.view.pending) return '';
  const seat: Seat = s.viewer;
  const state = previewOf(s)!;
  const actions = legalActions(state, seat);
  const before = await fingerprint(tab);
  const page = tab.page;
  if (s.view.phase === 'construction') {
    await page.getByRole('button', { name: /^Take \d+ Prosperity$/ }).click();
    await settle(tab, before, 'taking Prosperity');
    return 'took Prosperity';
  }
  if (s.view.phase !== 'activation') return '';
  const hero = state.creatures[state.players[seat]!.heroCreature];
  const aim = hero ? questAim(state, hero) : null;
  const foe = hero && actions.find((a) => a.type === 'melee' && a.creature === hero.id);
  if (hero && foe && foe.type === 'melee') {
    await melee(tab, hero, state.creatures[foe.target]!);
    return `the Hero fights ${getCard(state.creatures[foe.target]!.card).name}`;
  }
  const canMove = hero && actions.some((a) => a.type === 'move' && a.creature === hero.id);
  if (hero && aim && canMove) {
    let to: Vec | null = null;
    if (aim.kind === 'terrain') {
      const t = state.terrain.find((x) => x.id === aim.id)!;
      if (circlePolygonGap(baseOf(hero), t.polygon) >= CONTACT_GAP) to = stepTowardPoint(state, hero, t.center, 0);
    } else {
      const c = state.creatures[aim.id]!;
      to = stepTowardPoint(state, hero, c.pos, baseOf(hero).r + baseOf(c).r - 1);
    }
    if (to) {
      await moveHero(tab, hero, to);
      return `the Hero walks toward ${aim.kind === 'terrain' ? getCard(state.terrain.find((x) => x.id === aim.id)!.card).name : getCard(state.creatures[aim.id]!.card).name}`;
    }
  }
  const end = s.view.activation ? 'End activation' : 'End turn';
  await page.getByRole('button', { name: end, exact: true }).click();
  await settle(tab, before, end);
  return end;
}
