import type { Face } from '@signum/shared';
import { h } from '../app/dom';
import { iconForFace } from '../icons/icon-choice';
import { iconSvg } from '../icons/icon-svg';

const FACE_WORD: Record<Face, string> = { bullseye: 'Bullseye', axe: 'Axe', shield: 'Shield' };

/**
 * One die as the page draws it (the dice strip, and the dice thrown over a creature on the field):
 * its face as an icon on ivory, ringed in gold when it counted for this roll, greyed when it did
 * not, dashed when it was rerolled; its accessible name says all of that in words.
 */
export function dieView(face: Face, counted: boolean | undefined, rerolled = false): HTMLElement {
  const state = counted === undefined ? '' : counted ? ' counted' : ' missed';
  const words = `${FACE_WORD[face]}${counted === undefined ? '' : counted ? ', counts' : ', does not count'}${rerolled ? ', rerolled' : ''}`;
  return h('span', { class: `die face-${face}${state}${rerolled ? ' rerolled' : ''}`, role: 'img', 'aria-label': words, title: words }, iconSvg(iconForFace(face)));
}
