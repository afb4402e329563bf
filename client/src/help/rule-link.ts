import { checkAction, REJECTION_RULE, HOW_TO_PLAY, type Action, type GameState, type RejectionCode, type Seat } from '@signum/shared';
import { h } from '../app/dom';
import { hrefOf } from '../app/router';

/** For a refusal's code, a link to the rule it enforces on How to play (none for codes outside the rules, e.g. a lesson's). */
export function ruleLink(code: string | undefined): HTMLElement[] {
  const anchor = code ? REJECTION_RULE[code as RejectionCode] : undefined;
  const section = anchor && HOW_TO_PLAY.find((s) => s.id === anchor);
  if (!section) return [];
  return [h('p', {}, h('a', { href: hrefOf({ name: 'howToPlay', anchor: section.id }), target: '_blank', rel: 'noopener', testid: 'error-rule', text: `The rule: ${section.title}` }))];
}

/** The rejection code the shared checks give an action on the preview (the toast's rule link), or undefined when it passes. */
export function refusalCode(s: GameState, seat: Seat, a: Action): string | undefined {
  try {
    checkAction(s, seat, a);
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code;
  }
}
