import { ALL_CARDS, apply, cardName, createGame, legalActions, PRECONS, previewState, randomBot, RULEBOOK, view, whoActs, type GameState } from '@signum/shared';
import { buildingNote, constructionKinds } from './build-choices';

/** The active seat's Construction phases of a bot duel, seen through the client's preview. */
function constructionPreviews(count: number): GameState[] {
  let s = createGame({ mode: 'duel', seed: 'build-choices', loadouts: { p1: PRECONS[0]!.loadout, p2: PRECONS[1]!.loadout } });
  const bot = randomBot('build-choices');
  const out: GameState[] = [];
  for (let i = 0; i < 4000 && out.length < count && !s.result; i++) {
    const seat = whoActs(s)!;
    if (s.phase === 'construction' && !s.pending && s.activeSeat === seat) out.push(previewState(view(s, seat), RULEBOOK));
    const a = bot.choose(s, seat);
    if (!a) break;
    const r = apply(s, seat, a);
    if (r.ok) s = r.state;
  }
  return out;
}

describe('the Build chooser', () => {
  const previews = constructionPreviews(8);

  it('offers every building of the pool, enabled exactly when the rules accept building it, the others with a reason', () => {
    expect(previews.length).toBeGreaterThan(3);
    let refused = 0;
    for (const s of previews) {
      const seat = s.activeSeat;
      const kinds = constructionKinds(s, seat);
      expect(kinds.map((k) => k.kind).sort()).toEqual([...new Set(s.players[seat]!.buildingPool)].sort());
      const legal = legalActions(s, seat).flatMap((a) => (a.type === 'build' ? [a.building] : []));
      expect(kinds.filter((k) => k.enabled).map((k) => k.kind).sort()).toEqual([...legal].sort());
      for (const k of kinds) {
        if (k.enabled) continue;
        refused++;
        expect(k.reason).toMatch(/\w+ \w+/);
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('says what a building allows: the hand cards it pays for and its ability, not its cost again', () => {
    const needing = ALL_CARDS.find((c) => c.type !== 'building' && c.cost.buildings.some((b) => b !== 'any'))!;
    const building = needing.cost.buildings.find((b) => b !== 'any')!;
    const other = ALL_CARDS.find((c) => c.type === 'character' && !c.cost.buildings.includes(building))!;
    const note = buildingNote(building, [needing.id, other.id, needing.id]);
    expect(note).toContain(`Your hand needs it for ${cardName(needing.id)}.`);
    expect(note).not.toContain(cardName(other.id));
    expect(note).not.toMatch(/Build for \d+ Prosperity|Basic building/);
    expect(buildingNote('library', [])).toBe('Activation phase, tap + 1 Prosperity: draw 1 card.');
  });
});
