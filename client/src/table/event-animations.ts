import { pathLength, type GameEvent } from '@signum/shared';
import type { Battlefield } from './battlefield-api';
import { glideMs } from './glide';

/** The part of the battlefield that animates events. */
type Animator = Pick<Battlefield, 'showMove' | 'showMelee' | 'showShot' | 'showDamage' | 'showDeath'>;

/** Show something `ms` from now (at once when 0). */
export type Later = (ms: number, show: () => void) => void;

const byTimer: Later = (ms, show) => {
  if (ms > 0) setTimeout(show, ms);
  else show();
};

/**
 * Show a batch of live events on the battlefield: moves and pushes glide along their path, a
 * declared melee lunges and clashes, a ranged attack flies, damage flashes and floats, a death is
 * heard (the base fades when the snapshot without it comes). Dice are the dice strip's to show.
 *
 * A batch can hold a move and then a fight by the same creature — every step of a solo Overlord's
 * turn comes in one batch with the Hero's End turn (rulebook: Rules of the Quest Mode, the NPCs'
 * behaviour): the fight waits for the glide, so the lunge starts from where the base arrived instead
 * of being lost under the glide. Moves are told at once: the glide starts with the snapshot.
 */
export function animateEvents(field: Animator, events: readonly GameEvent[], later: Later = byTimer): void {
  /** When each creature's glide of this batch ends (ms from now; every glide starts with the snapshot). */
  const gliding = new Map<string, number>();
  const after = (...ids: string[]) => Math.max(0, ...ids.map((id) => gliding.get(id) ?? 0));
  /** When the fight being shown starts: its damage and deaths show with it. */
  let fight = 0;
  for (const ev of events) {
    switch (ev.e) {
      case 'moved':
        field.showMove(ev.creature, ev.path);
        gliding.set(ev.creature, glideMs(pathLength([...ev.path])));
        break;
      case 'pushed':
        field.showMove(ev.creature, [ev.from, ev.to]);
        gliding.set(ev.creature, glideMs(ev.length));
        break;
      case 'meleeDeclared': {
        const { attacker, defender } = ev;
        fight = after(attacker, defender);
        later(fight, () => field.showMelee(attacker, defender));
        break;
      }
      case 'rangedDeclared': {
        const { attacker, target, attack } = ev;
        fight = after(attacker, target);
        later(fight, () => field.showShot(attacker, target, attack));
        break;
      }
      case 'damaged': {
        // The wounds that got through relics and Armour (`amount` is before them).
        const { creature, wounds } = ev;
        later(Math.max(fight, after(creature)), () => field.showDamage(creature, wounds));
        break;
      }
      case 'wounded': {
        const { creature, amount } = ev;
        later(Math.max(fight, after(creature)), () => field.showDamage(creature, amount));
        break;
      }
      case 'died': {
        const { creature } = ev;
        later(Math.max(fight, after(creature)), () => field.showDeath(creature));
        break;
      }
      default:
        break;
    }
  }
}
