/**
 * `npm run sim -- --mode quest …`: see `sim-quest.ts`.
 * `npm run sim -- --games N --seed S [--mode duel] [--decks id,id|all] [--variant experienced-architect]`: bot-vs-bot games with a
 * replay check of each one. Prints a summary, then one JSON line; exits 1 on errors or replay mismatches.
 */
import { PRECONS } from '../cards/decks';
import { pickLoadouts } from '../bots/pick-loadouts';
import { withConstructionDeck } from '../bots/construction-deck';
import { playGame, replay, type GameConfigInput, type PlayedGame } from '../bots/play-game';
import { countsByFaction, summarise, summaryLines, type GameRecord } from '../bots/sim-summary';
import { parseFlags } from './flags';
import { simOptions } from './sim-options';
import { runQuestSim } from './sim-quest';

/** How many error lines to show in the human summary. */
const SHOWN_ERRORS = 10;

/** Replay a played game's log; undefined when it reproduces the final state byte for byte. */
function checkReplay(config: GameConfigInput, game: PlayedGame): string | undefined {
  try {
    const again = JSON.stringify(replay(config, game.log));
    return again === JSON.stringify(game.state) ? undefined : `seed ${config.seed}: replaying the log gave a different final state`;
  } catch (err) {
    return `seed ${config.seed}: replay failed: ${err instanceof Error ? err.message : String(err)}`;
  }
}

function main(): void {
  const flags = parseFlags(process.argv.slice(2)).flags;
  // Quest mode has its own players and report (docs/architecture.md §10).
  if (flags.mode === 'quest') {
    process.exitCode = runQuestSim(flags);
    return;
  }
  const opts = simOptions(flags);
  const records: GameRecord[] = [];
  let playMs = 0;
  for (let i = 0; i < opts.games; i++) {
    const seed = `${opts.seed}-${i}`;
    const { decks, loadouts } = pickLoadouts(seed, i, opts.mode, PRECONS, opts.fixed);
    const architect = opts.variants?.experiencedArchitect === true;
    const config: GameConfigInput = {
      seed, mode: opts.mode, turnLimit: opts.turnLimit,
      loadouts: architect ? Object.fromEntries(Object.entries(loadouts).map(([seat, l]) => [seat, withConstructionDeck(l!)])) : loadouts,
      ...(opts.variants ? { variants: opts.variants } : {}),
    };
    const t0 = performance.now();
    const game = playGame({ ...config, maxActions: opts.maxActions });
    playMs += performance.now() - t0;
    const errors = [...game.errors];
    if (!game.finished && errors.length === 0) errors.push(`seed ${seed}: stopped unfinished after ${game.log.length} actions`);
    const replayDetail = checkReplay(config, game);
    records.push({
      seed, decks, result: game.state.result, turns: game.state.turn, actions: game.log.length, events: game.events,
      errors, replayMismatch: replayDetail !== undefined, ...(replayDetail !== undefined ? { replayDetail } : {}),
    });
  }
  const s = summarise(records);
  for (const line of summaryLines(s)) console.log(line);
  const factionOf = (deck: string) => PRECONS.find((p) => p.id === deck)?.faction;
  const gamesByFaction = countsByFaction(s.gamesByDeck, factionOf);
  const winsByFaction = countsByFaction(s.winsByDeck, factionOf);
  console.log(`wins/games by faction: ${Object.keys(gamesByFaction).sort().map((f) => `${f} ${winsByFaction[f] ?? 0}/${gamesByFaction[f]}`).join(', ')}`);
  const allErrors = records.flatMap((r) => [...r.errors, ...(r.replayDetail ? [r.replayDetail] : [])]);
  for (const e of allErrors.slice(0, SHOWN_ERRORS)) console.log(`  ! ${e}`);
  if (allErrors.length > SHOWN_ERRORS) console.log(`  … and ${allErrors.length - SHOWN_ERRORS} more`);
  const secs = playMs / 1000;
  console.log(
    JSON.stringify({
      seed: opts.seed, mode: opts.mode, games: s.games, finished: s.finished, errors: s.errors, replayMismatches: s.replayMismatches,
      winsByReason: s.winsByReason, gamesByFaction, winsByFaction, meanTurns: s.meanTurns, meanActions: s.meanActions,
      actionsPerSec: Math.round(s.totalActions / Math.max(secs, 1e-9)), gamesPerSec: Math.round((s.games / Math.max(secs, 1e-9)) * 100) / 100,
    }),
  );
  process.exitCode = s.errors > 0 || s.replayMismatches > 0 ? 1 : 0;
}

try {
  main();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}
