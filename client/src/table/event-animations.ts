import type { GameEvent } from '@signum/shared';
import type { Battlefield } from './battlefield-api';

/** The part of the battlefield that animates events. */
type Animator = Pick<Battlefield, 'showMove' | 'showMelee' | 'showShot' | 'showDamage' | 'showDeath'>;

/**
 * Show a batch of live events on the battlefield: moves and pushes glide along their path, a
 * declared melee lunges and clashes, a ranged attack flies, damage flashes and floats, a death is
 * heard (the base fades when the snapshot without it comes). Dice are the dice strip's to show.
 */
export function animateEvents(field: Animator, events: readonly GameEvent[]): void {
  for (const ev of events) {
    switch (ev.e) {
      case 'moved':
        field.showMove(ev.creature, ev.path);
        break;
      case 'pushed':
        field.showMove(ev.creature, [ev.from, ev.to]);
        break;
      case 'meleeDeclared':
        field.showMelee(ev.attacker, ev.defender);
        break;
      case 'rangedDeclared':
        field.showShot(ev.attacker, ev.target, ev.attack);
        break;
      case 'damaged':
        // The wounds that got through relics and Armour (`amount` is before them).
        field.showDamage(ev.creature, ev.wounds);
        break;
      case 'wounded':
        field.showDamage(ev.creature, ev.amount);
        break;
      case 'died':
        field.showDeath(ev.creature);
        break;
      default:
        break;
    }
  }
}
