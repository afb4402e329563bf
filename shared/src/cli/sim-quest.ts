import { makeBot, ARENA_PLAYERS, type ArenaPlayer } from '../bots/levels';
import { playGame, replay, type GameConfigInput } from '../bots/play-game';
import { questRecord, summariseQuests, type QuestRecord } from '../bots/quest-summary';
import { questScore } from '../rules/quest/score';
import { questHeroBot } from '../bots/quest-hero';

/**
 * `npm run sim -- --mode quest [--side pve|pvp] [--bot easy] [--errands on|off] --games N --seed S`: quest
 * games with the Hero played by a bot (with the quest errands of `bots/quest-hero.ts` unless `--errands off`) (the Overlord by the engine solo, by the same kind of bot in PvP), each replayed
 * to prove it repeats. Prints the Hero's win rate and mean Honour; exits 1 on any error or mismatch.
 */
export function runQuestSim(flags: Record<string, string>): number {
  const games = Number(flags.games ?? '20');
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a positive integer, not "${flags.games}"`);
  const side = flags.side ?? 'pve';
  if (side !== 'pve' && side !== 'pvp') throw new Error(`--side must be pve or pvp, not "${side}"`);
  const bot = (flags.bot ?? 'easy') as ArenaPlayer;
  if (!ARENA_PLAYERS.includes(bot)) throw new Error(`--bot must be one of ${ARENA_PLAYERS.join(', ')}`);
  // --errands off: the bot alone; on (default): the bot with the quest errands of bots/quest-hero.ts.
  const errands = (flags.errands ?? 'on') !== 'off';
  const seedBase = flags.seed ?? '1';
  const maxActions = Number(flags['max-actions'] ?? 5_000);
  const records: QuestRecord[] = [];
  const errors: string[] = [];
  let mismatches = 0;
  let turns = 0;
  for (let i = 0; i < games; i++) {
    const seed = `${seedBase}-${i}`;
    const config: GameConfigInput = { seed, mode: 'duel', loadouts: {}, quest: { side } };
    const game = playGame({ ...config, maxActions, bots: { p1: errands ? questHeroBot(makeBot(bot, `${seed}/hero`)) : makeBot(bot, `${seed}/hero`), p2: makeBot(bot, `${seed}/overlord`) } });
    errors.push(...game.errors);
    if (!game.finished && game.errors.length === 0) errors.push(`seed ${seed}: stopped unfinished after ${game.log.length} actions`);
    try {
      if (JSON.stringify(replay(config, game.log)) !== JSON.stringify(game.state)) {
        mismatches++;
        errors.push(`seed ${seed}: replaying the log gave a different final state`);
      }
    } catch (err) {
      mismatches++;
      errors.push(`seed ${seed}: replay failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    turns += game.state.turn;
    if (game.finished) records.push(questRecord(game.state, questScore));
  }
  const sum = summariseQuests(records);
  console.log(`quest (${side}), Hero played by the ${bot} bot${errands ? ' with quest errands' : ''}: ${games} games, ${records.length} finished, ${errors.length} errors, ${mismatches} replay mismatches`);
  console.log(`Hero win rate ${Math.round(sum.heroWinRate * 100)}%, mean Honour ${sum.meanHonour}, quests completed ${sum.meanCompleted} and failed ${sum.meanFailed} a game, ${Math.round((turns / games) * 10) / 10} turns a game`);
  for (const e of errors.slice(0, 10)) console.log(`  ! ${e}`);
  console.log(JSON.stringify({ seed: seedBase, mode: 'quest', side, bot, errands, ...sum, games, finished: records.length, errors: errors.length, replayMismatches: mismatches }));
  return errors.length > 0 ? 1 : 0;
}
