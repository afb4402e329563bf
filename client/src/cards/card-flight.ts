import type { GameEvent } from '@signum/shared';
import { playSound } from '../audio/sound';
import { cardFaceView } from './card-face-view';
import { flightEnd, type FlightTargets } from './flight-end';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A played card travels from where it was (the player's own hand card; an opponent's from the top
 * of the battlefield) to where it goes, shrinking as it lands, then fades. It never takes the
 * pointer, a click ends it, and it is off under reduced motion.
 */
export function flyPlayedCards(events: readonly GameEvent[], field: HTMLElement, heroOf: (seat: string) => string | undefined, t: FlightTargets): void {
  events.forEach((ev, i) => {
    if (ev.e !== 'cardPlayed') return;
    playSound('card');
    if (reducedMotion()) return;
    const end = flightEnd(events, i, heroOf, t);
    if (!end) return;
    const source = document.querySelector<HTMLElement>(`[data-testid="hand"] [data-card-instance="${CSS.escape(ev.instance)}"]`);
    const f = field.getBoundingClientRect();
    const start = source?.getBoundingClientRect() ?? new DOMRect(f.left + f.width / 2 - 70, f.top - 20, 140, 95);
    const to = t.toClient(end);
    const face = cardFaceView(ev.card, 'rulebook', 'mini', 'card-flight');
    face.style.cssText = `position: fixed; left: ${start.left}px; top: ${start.top}px; width: ${start.width}px; z-index: 80; pointer-events: none;`;
    document.body.append(face);
    const dx = to.x - (start.left + start.width / 2);
    const dy = to.y - (start.top + start.height / 2);
    const flight = face.animate(
      [
        { transform: 'translate(0, 0) scale(1)', opacity: 1 },
        { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 40}px) scale(0.9)`, opacity: 1, offset: 0.5 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.3)`, opacity: 0 },
      ],
      { duration: 650, easing: 'ease-in-out' },
    );
    flight.onfinish = () => face.remove();
    window.addEventListener('pointerdown', () => flight.finish(), { once: true, capture: true });
  });
}
