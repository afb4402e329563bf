/**
 * `npm run cards -- --json`: the whole card pool as JSON (id, name, faction, type, cost, stats,
 * keywords, generated text). `npm run cards -- --check`: every pool check of `cards/pool-check.ts`;
 * prints each problem and exits 1 when there is any. `--ruleset classic2017` prints 2017 wording.
 * `--codes`: each precon's deck code (`cards/deck-code.ts`), to paste into a game.
 */
import { parseFlags } from './flags';

async function main(): Promise<void> {
  const { flags } = parseFlags(process.argv.slice(2));
  if (!flags.json && !flags.check && !flags.codes) {
    console.log('usage: npm run cards -- --json [--ruleset rulebook|classic2017] | --check | --codes');
    process.exitCode = 2;
    return;
  }
  // The registry parses the pool when it loads: a broken card surfaces here as one clear problem.
  let registry: typeof import('../cards/registry');
  try {
    registry = await import('../cards/registry');
  } catch (err) {
    console.log(`✗ the card pool does not load: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
    return;
  }
  const { PRECONS } = await import('../cards/decks');
  const { cardListing, checkCardPool } = await import('../cards/pool-check');
  const { cardText } = await import('../cards/text');
  if (flags.json) {
    const ruleset = flags.ruleset === 'classic2017' ? 'classic2017' : 'rulebook';
    console.log(JSON.stringify(registry.ALL_CARDS.map((c) => cardListing(c, (card) => cardText(card, ruleset))), null, 2));
  }
  if (flags.codes) {
    const { encodeDeck } = await import('../cards/deck-code');
    for (const p of PRECONS) console.log(`${p.id} (${p.faction}): ${encodeDeck(p.loadout)}`);
  }
  if (flags.check) {
    const problems = checkCardPool(registry.POOL_INPUTS, PRECONS);
    for (const p of problems) console.log(`✗ ${p.code} ${p.message}`);
    console.log(problems.length === 0 ? `✓ ${registry.ALL_CARDS.length} cards, ${PRECONS.length} precons: no problems` : `${problems.length} problem(s)`);
    // Quest content loads with its schemas (a broken entry throws here) and is then checked as a whole.
    const { checkQuestContent } = await import('../cards/quest/content-check');
    const quest = await import('../cards/quest');
    const questProblems = checkQuestContent();
    for (const p of questProblems) console.log(`✗ QUEST_CONTENT ${p.subject}: ${p.message}`);
    console.log(
      questProblems.length === 0
        ? `✓ quest mode: ${quest.QUEST_LIST.length} quests, ${quest.OVERLORD_PVP_DECK.length} + ${quest.OVERLORD_PVE_DECK.length} Overlord cards, ${quest.OVERLORD_CREATURE_LIST.length} Overlord creatures, ${quest.DICE_CARDS.length} Dice cards: no problems`
        : `${questProblems.length} quest content problem(s)`,
    );
    process.exitCode = problems.length === 0 && questProblems.length === 0 ? 0 : 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
