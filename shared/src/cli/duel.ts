/** `npm start [-- seed]`: one bot-vs-bot duel between two precons, told in plain English. */
import { PRECONS } from '../cards/decks';
import { pickLoadouts } from '../bots/pick-loadouts';
import { playGame } from '../bots/play-game';
import { describeEvent, describeReason, nameBook } from '../view/describe-event';
import { parseFlags } from './flags';
import { SIM_TURN_LIMIT } from './sim-options';

function main(): void {
  const seed = parseFlags(process.argv.slice(2)).rest[0] ?? 'demo';
  const { decks, loadouts } = pickLoadouts(seed, 0, 'duel', PRECONS);
  console.log(`Duel "${seed}": p1 plays ${decks.p1}, p2 plays ${decks.p2}.`);
  const names = nameBook();
  const game = playGame({
    seed, mode: 'duel', loadouts, turnLimit: SIM_TURN_LIMIT,
    onAction: (_step, events, before, after) => {
      names.learn(before);
      names.learn(after);
      for (const ev of events) console.log(describeEvent(ev, names));
    },
  });
  for (const e of game.errors) console.log(`! ${e}`);
  const r = game.state.result;
  const totals = `${game.state.turn} turns, ${game.log.length} actions, ${game.events} events`;
  console.log(r ? `Winner: ${r.winners.join(' and ') || 'nobody'} — ${describeReason(r.reason)} (${totals}).` : `No result (${totals}).`);
  process.exitCode = game.errors.length > 0 ? 1 : 0;
}

main();
