import { makeBot, ARENA_PLAYERS, type ArenaPlayer } from '../bots/levels';
import { playGame, replay, type GameConfigInput } from '../bots/play-game';
import { QUEST_ENDINGS, questRecord, summariseQuests, type QuestEnding, type QuestRecord } from '../bots/quest-summary';
import { questScore } from '../rules/quest/score';
import { questHeroBot } from '../bots/quest-hero';

/** How the report names each ending. */
const ENDING_WORDS: Record<QuestEnding, string> = {
  heroFell: 'the Hero fell', heroDeckOut: "the Hero's deck ran out", overlordDeckOut: "the Overlord's deck ran out", questsDone: 'no quest left', other: 'other',
};

/** The Hero's player when neither `--hero` nor `--bot` names one: the search bot a normal-strength person meets. */
export const DEFAULT_QUEST_HERO: ArenaPlayer = 'normal';

/**
 * `npm run sim -- --mode quest [--side pve|pvp] [--hero normal] [--bot easy] [--errands on|off] --games N --seed S`:
 * quest games with the Hero played by a bot (`--hero`, default normal; with the quest errands of
 * `bots/quest-hero.ts` unless `--errands off`), the Overlord by the engine solo and by the `--bot` player in
 * PvP (`--bot` alone sets both), each replayed to prove it repeats. Prints the Hero's win rate, mean Honour,
 * quests completed and failed, how the games ended and the time a game took; exits 1 on any error or mismatch.
 */
export function runQuestSim(flags: Record<string, string>): number {
  const games = Number(flags.games ?? '20');
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a positive integer, not "${flags.games}"`);
  const side = flags.side ?? 'pve';
  if (side !== 'pve' && side !== 'pvp') throw new Error(`--side must be pve or pvp, not "${side}"`);
  const player = (flag: string, value: string): ArenaPlayer => {
    if (!(ARENA_PLAYERS as readonly string[]).includes(value)) throw new Error(`--${flag} must be one of ${ARENA_PLAYERS.join(', ')}, not "${value}"`);
    return value as ArenaPlayer;
  };
  const hero = player(flags.hero !== undefined ? 'hero' : 'bot', flags.hero ?? flags.bot ?? DEFAULT_QUEST_HERO);
  const bot = player('bot', flags.bot ?? hero);
  // --errands off: the bot alone; on (default): the bot with the quest errands of bots/quest-hero.ts.
  const errands = (flags.errands ?? 'on') !== 'off';
  const seedBase = flags.seed ?? '1';
  const maxActions = Number(flags['max-actions'] ?? 5_000);
  const records: QuestRecord[] = [];
  const errors: string[] = [];
  let mismatches = 0;
  let turns = 0;
  let playMs = 0;
  for (let i = 0; i < games; i++) {
    const seed = `${seedBase}-${i}`;
    const config: GameConfigInput = { seed, mode: 'duel', loadouts: {}, quest: { side } };
    const heroBot = makeBot(hero, `${seed}/hero`);
    const t0 = performance.now();
    const game = playGame({ ...config, maxActions, bots: { p1: errands ? questHeroBot(heroBot) : heroBot, p2: makeBot(bot, `${seed}/overlord`) } });
    playMs += performance.now() - t0;
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
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const secsPerGame = Math.round(playMs / games / 10) / 100;
  const opponent = side === 'pvp' ? `, the Overlord by the ${bot} bot` : '';
  console.log(`quest (${side}), Hero played by the ${hero} bot${errands ? ' with quest errands' : ''}${opponent}: ${games} games, ${records.length} finished, ${errors.length} errors, ${mismatches} replay mismatches, ${secsPerGame} s a game`);
  console.log(`Hero win rate ${pct(sum.heroWinRate)}, mean Honour ${sum.meanHonour}, quests completed ${sum.meanCompleted} and failed ${sum.meanFailed} a game, at least one completed in ${pct(sum.completedSomeRate)} of games, ${Math.round((turns / games) * 10) / 10} turns a game`);
  console.log(`ended by: ${QUEST_ENDINGS.map((e) => `${ENDING_WORDS[e]} ${sum.endings[e]}`).join(', ')}`);
  for (const e of errors.slice(0, 10)) console.log(`  ! ${e}`);
  console.log(JSON.stringify({ seed: seedBase, mode: 'quest', side, hero, ...(side === 'pvp' ? { bot } : {}), errands, ...sum, games, finished: records.length, errors: errors.length, replayMismatches: mismatches, secsPerGame }));
  return errors.length > 0 ? 1 : 0;
}
