import { DISTANCE, circlePolygonGap, polygonsApart, polygonApartFromSegment } from '../../geometry';
import { getQuest } from '../../cards/quest';
import { newCreature } from '../../primitives/new-creature';
import { baseOf } from '../../queries/creatures';
import { creaturesTowardCap } from '../../queries/placement';
import { isLegalTarget } from '../../queries/effect-targets';
import type { GameState } from '../../state/types';
import type { Ctx } from '../../primitives/context';
import { bareQuestGame, questCtx, settle } from '../../engine/test-quest-game';
import { drawQuest } from './draw-quest';
import { runQuestsPhase } from './quests-phase';
import { questScore } from './score';
import { rageSection } from './rage';
import { creatureToChange, creaturesToChange, playerToChange, terrainToChange } from '../../primitives/copy-on-write';

/** A whole Quests Phase: what it pays at once, then its queued steps (cards, failures, new quests). */
function questsPhase(ctx: Ctx): void {
  runQuestsPhase(ctx);
  settle(ctx);
}

/** Put a quest on top of the Quest deck and draw it, as the Quests Phase would. */
function withQuest(s: GameState, id: string) {
  const ctx = questCtx(s);
  ctx.s.quest!.questDeck = [id, ...ctx.s.quest!.questDeck.filter((x) => x !== id)];
  drawQuest(ctx);
  return settle(ctx);
}

const names = (events: { e: string }[]) => events.map((e) => e.e).filter((e) => e.startsWith('quest') || e === 'overlordCardPlayed' || e === 'honour');

describe('a quest is drawn (checklist 22.7–22.17)', () => {
  it('places its terrain at least L from the Hero\'s edge, M from other terrain and touching no creature (22.8)', () => {
    const bare = bareQuestGame('pve', 't1');
    const box = bare.quest!.terrainBox['quest-foggy-thickets']!;
    const ctx = withQuest(bare, 'lost-in-the-fog');
    const s = ctx.s;
    const fog = s.terrain.filter((t) => t.card === 'quest-foggy-thickets');
    expect(fog).toHaveLength(2);
    const edge = s.players.p1!.edge;
    for (const t of fog) {
      expect(polygonApartFromSegment(t.polygon, edge.a, edge.b, DISTANCE.L)).toBe(true);
      for (const c of Object.values(s.creatures)) expect(circlePolygonGap(baseOf(c), t.polygon)).toBeGreaterThanOrEqual(3);
    }
    expect(polygonsApart(fog[0]!.polygon, fog[1]!.polygon, DISTANCE.M)).toBe(true);
    expect(s.quest!.terrainBox['quest-foggy-thickets']).toBe(box - 2);
  });

  it('skips a terrain when the box has none left (22.7, 22.15)', () => {
    const s = bareQuestGame('pve', 't2');
    s.quest!.terrainBox['quest-ruins'] = 0;
    const ctx = withQuest(s, 'old-coins');
    expect(ctx.s.terrain).toHaveLength(0);
    expect(ctx.events).toContainEqual({ e: 'questPlacementSkipped', quest: 'old-coins', card: 'quest-ruins', why: 'boxEmpty' });
  });

  it('places the PvE face of Overlord creatures in the solo game, within S of the quest terrain and out of contact with the Hero (22.39, 22.61)', () => {
    const ctx = withQuest(bareQuestGame('pve', 't3'), 'the-restless-barrow');
    const s = ctx.s;
    const barrow = s.terrain.find((t) => t.card === 'quest-barrow')!;
    const skeletons = Object.values(s.creatures).filter((c) => c.controller === 'p2');
    expect(skeletons.map((c) => c.card)).toEqual(['barrow-skeleton-pve', 'barrow-skeleton-pve', 'barrow-skeleton-pve']);
    for (const c of skeletons) expect(circlePolygonGap(baseOf(c), barrow.polygon)).toBeLessThanOrEqual(DISTANCE.S);
  });

  it('does not place an Overlord creature over the limit: bandits and wolves at most 8 solo (22.40), 6 against a player (22.28)', () => {
    for (const [side, max] of [['pve', 8], ['pvp', 6]] as const) {
      const s = bareQuestGame(side, 'limit');
      for (let i = 0; i < max - 1; i++) newCreature(s, { card: side === 'pve' ? 'grey-wolf-pve' : 'grey-wolf', kind: 'character', owner: 'p2', at: { x: 40 + i * 40, y: 40 } });
      const ctx = withQuest(s, 'bandits-at-the-crossing');
      const placed = ctx.events.filter((e) => e.e === 'questPlaced').length;
      expect(placed).toBe(1);
      expect(ctx.events).toContainEqual({ e: 'questPlacementSkipped', quest: 'bandits-at-the-crossing', card: side === 'pve' ? 'roadside-bandit-pve' : 'roadside-bandit', why: 'creatureLimit' });
    }
  });

  it('gives the Hero a chained companion outside the cap (22.17)', () => {
    const s = bareQuestGame('pve', 'chain');
    const before = creaturesTowardCap(s, 'p1');
    const ctx = withQuest(s, 'the-pilgrims-road');
    const pilgrim = Object.values(ctx.s.creatures).find((c) => c.card === 'lost-pilgrim')!;
    expect(pilgrim).toMatchObject({ controller: 'p1', chained: true });
    expect(creaturesTowardCap(ctx.s, 'p1')).toBe(before);
    // Not "your creature" for a card's effects, though the Hero moves it.
    const friendly = { pick: 'chosen' as const, side: 'friendly' as const, types: ['hero' as const, 'character' as const, 'minion' as const] };
    expect(isLegalTarget(ctx.s, 'p1', friendly, pilgrim)).toBe(false);
    expect(isLegalTarget(ctx.s, 'p1', friendly, ctx.s.creatures[ctx.s.players.p1!.heroCreature]!)).toBe(true);
    expect(ctx.s.quest!.active[0]!.chained).toBe(pilgrim.id);
  });

  it('gives its Overlord creatures its Abilities while it is unfinished, and takes them away when it ends (22.18)', () => {
    const ctx = withQuest(bareQuestGame('pve', 'wolves'), 'wolf-winter');
    const wolves = Object.values(ctx.s.creatures).filter((c) => c.card === 'grey-wolf-pve');
    expect(wolves.length).toBe(3);
    for (const w of wolves) expect(w.modifiers).toContainEqual({ strength: 1, tag: 'quest:wolf-winter' });
    delete creaturesToChange(ctx.s)[wolves[0]!.id];
    delete creaturesToChange(ctx.s)[wolves[1]!.id];
    ctx.s.quest!.phases += 0;
    questsPhase(ctx);
    // Not done yet: one wolf is left.
    expect(ctx.s.creatures[wolves[2]!.id]!.modifiers).toHaveLength(1);
    expect(ctx.s.quest!.honour).toBe(0);
  });
});

describe('the Quests Phase (checklist 22.19, 22.20, 22.34, 22.46)', () => {
  it('checks a goal only in the Quests Phase, then pays the reward and turns a unique terrain to side B (22.11, 22.19)', () => {
    const ctx = withQuest(bareQuestGame('pve', 'stones'), 'hold-the-stones');
    const s = ctx.s;
    for (const id of ctx.s.quest!.active[0]!.creatures) delete creaturesToChange(s)[id];
    const stones = s.terrain.find((t) => t.card === 'quest-standing-stones')!;
    const hero = creatureToChange(s, s.players.p1!.heroCreature);
    // Stand the Hero on the Stones' edge: the goal is met, but nothing happens until the Quests Phase.
    hero.pos = { x: stones.center.x, y: stones.center.y + 45 + 20 };
    expect(s.quest!.completed).toEqual([]);
    questsPhase(ctx);
    expect(s.quest!.active.find((a) => a.id === 'hold-the-stones')!.held).toBe(1);
    questsPhase(ctx);
    expect(s.quest!.completed).toEqual(['hold-the-stones']);
    expect(ctx.events).toContainEqual({ e: 'questCompleted', quest: 'hold-the-stones', honour: getQuest('hold-the-stones').honour, prosperity: 0 });
    expect(s.terrain.find((t) => t.id === stones.id)!.card).toBe('quest-standing-stones-b');
  });

  it('solo order: completion, then an Overlord card when two quests are active, then failure, then new quests (22.46)', () => {
    const s = bareQuestGame('pve', 'order');
    let ctx = withQuest(s, 'scout-the-thickets');
    ctx = withQuest(ctx.s, 'old-coins');
    ctx = withQuest(ctx.s, 'bandits-at-the-crossing');
    const q = ctx.s.quest!;
    // Old Coins is searched (done); Bandits at the Crossing is out of time (failed); Scout the Thickets goes on.
    terrainToChange(ctx.s, ctx.s.terrain.find((t) => t.card === 'quest-ruins')!.id).searched = true;
    q.active.find((a) => a.id === 'bandits-at-the-crossing')!.drawnAt = q.phases - 8;
    ctx.events = [];
    questsPhase(ctx);
    const steps = names(ctx.events).filter((e) => e !== 'honour' && e !== 'questPlaced' && e !== 'questPlacementSkipped');
    expect(steps).toEqual(['questsPhase', 'questCompleted', 'overlordCardPlayed', 'questFailed', 'questDrawn']);
    expect(q.failed).toEqual(['bandits-at-the-crossing']);
    expect(q.completed).toEqual(['old-coins']);
    expect(q.active).toHaveLength(2);
  });

  it('PvP order: completion, failure, then new quests, with no Overlord card (22.34)', () => {
    let ctx = withQuest(bareQuestGame('pvp', 'order'), 'old-coins');
    ctx = withQuest(ctx.s, 'bandits-at-the-crossing');
    const q = ctx.s.quest!;
    terrainToChange(ctx.s, ctx.s.terrain.find((t) => t.card === 'quest-ruins')!.id).searched = true;
    q.active.find((a) => a.id === 'bandits-at-the-crossing')!.drawnAt = q.phases - 8;
    ctx.events = [];
    questsPhase(ctx);
    expect(names(ctx.events).slice(0, 5)).toEqual(['questsPhase', 'questCompleted', 'honour', 'questFailed', 'questDrawn']);
    expect(ctx.events.some((e) => e.e === 'overlordCardPlayed')).toBe(false);
  });

  it('plays an Overlord card at once when Honour reaches a new section of the solo Rage track (22.47)', () => {
    const ctx = withQuest(bareQuestGame('pve', 'rage'), 'old-coins');
    ctx.s.quest!.honour = 2; // one short of the next section (3)
    terrainToChange(ctx.s, ctx.s.terrain.find((t) => t.card === 'quest-ruins')!.id).searched = true;
    const deck = ctx.s.quest!.overlordDeck.length;
    ctx.events = [];
    questsPhase(ctx);
    expect(ctx.s.quest!.rageSection).toBe(1);
    // One card for the new section; a second only if two quests were active after the completion (they were not).
    expect(ctx.events.filter((e) => e.e === 'overlordCardPlayed')).toHaveLength(1);
    expect(ctx.s.quest!.overlordDeck.length).toBe(deck - 1);
  });

  it('gives Honour for each slain Overlord creature that is worth it (22.35, docs/rules-decisions.md #75c)', () => {
    const ctx = withQuest(bareQuestGame('pve', 'bounty'), 'bandits-at-the-crossing');
    const [a] = ctx.s.quest!.active[0]!.creatures;
    delete creaturesToChange(ctx.s)[a!];
    questsPhase(ctx);
    expect(ctx.events).toContainEqual({ e: 'honour', delta: 1, total: 1, why: 'an Overlord creature was slain' });
  });

  it('fails an escort when the chained companion dies, and a quest whose unique terrain is gone (22.62)', () => {
    let ctx = withQuest(bareQuestGame('pvp', 'fail'), 'the-pilgrims-road');
    ctx = withQuest(ctx.s, 'the-restless-barrow');
    delete creaturesToChange(ctx.s)[ctx.s.quest!.active[0]!.chained!];
    ctx.s.terrain = ctx.s.terrain.filter((t) => t.card !== 'quest-barrow');
    questsPhase(ctx);
    expect(ctx.s.quest!.failed.sort()).toEqual(['the-pilgrims-road', 'the-restless-barrow']);
  });

  it('completes reach, slay, search, escort and survive goals', () => {
    const done = (id: string, arrange: (s: GameState) => void) => {
      const ctx = withQuest(bareQuestGame('pvp', id), id);
      arrange(ctx.s);
      questsPhase(ctx);
      return ctx.s.quest!.completed.includes(id);
    };
    const heroOf = (s: GameState) => creatureToChange(s, s.players.p1!.heroCreature);
    expect(done('scout-the-thickets', () => {})).toBe(false);
    expect(done('scout-the-thickets', (s) => void (heroOf(s).pos = { ...s.terrain[0]!.center }))).toBe(true);
    expect(done('whelp-hunt', () => {})).toBe(false);
    expect(done('whelp-hunt', (s) => s.quest!.active[0]!.creatures.forEach((id) => delete creaturesToChange(s)[id]))).toBe(true);
    expect(done('old-coins', (s) => void (terrainToChange(s, s.terrain[0]!.id).searched = true))).toBe(true);
    expect(done('the-pilgrims-road', (s) => void (creatureToChange(s, s.quest!.active[0]!.chained!).pos = { x: 300, y: 16 }))).toBe(true);
    expect(done('ambush-on-the-road', () => {})).toBe(false);
    expect(done('ambush-on-the-road', (s) => void (s.quest!.phases += 1))).toBe(true);
  });
});

describe('the end of a quest game (checklist 22.34d–e, 22.36, 22.37)', () => {
  it('ends when the Hero\'s deck is empty, with the Hero as the result and the score rounded down', () => {
    const s = bareQuestGame('pve', 'end');
    playerToChange(s, 'p1').deck = [];
    playerToChange(s, 'p1').prosperity = 14; // +2
    creatureToChange(s, playerToChange(s, 'p1').heroCreature).wounds = 3; // −1
    s.quest!.honour = 5;
    s.quest!.failed = ['old-coins']; // −1
    const ctx = questCtx(s);
    questsPhase(ctx);
    expect(ctx.s.result).toEqual({ winners: ['p1'], reason: 'questEnd' });
    expect(ctx.s.quest!.score).toEqual({ honour: 5, prosperityBonus: 2, woundPenalty: 1, failedPenalty: 1, total: 5, heroAlive: true });
  });

  it('ends when the Overlord\'s deck is empty, and when every quest is done', () => {
    const a = bareQuestGame('pvp', 'end2');
    a.quest!.overlordDeck = [];
    const ca = questCtx(a);
    questsPhase(ca);
    expect(ca.s.result?.reason).toBe('questEnd');
    const b = bareQuestGame('pvp', 'end3');
    b.quest!.questDeck = [];
    const cb = questCtx(b);
    questsPhase(cb);
    expect(cb.s.result?.reason).toBe('questEnd');
  });

  it('scores a fallen Hero too (docs/rules-decisions.md #75j)', () => {
    const s = bareQuestGame('pve', 'dead');
    s.quest!.honour = 3;
    delete creaturesToChange(s)[s.players.p1!.heroCreature];
    expect(questScore(s)).toMatchObject({ total: 3, heroAlive: false, woundPenalty: 0 });
  });

  it('reads the Rage track by Honour', () => {
    const s = bareQuestGame('pve', 'track');
    expect([0, 2, 3, 6, 10, 15, 40].map((h) => rageSection(s, h).rage)).toEqual([1, 1, 2, 3, 4, 5, 5]);
  });
});
