import { DECISION_HELP, type DecisionKind } from '@signum/shared';
import { helpButton } from './help-popover';

/** The "?" beside a decision's question: the rule behind it (shared DECISION_HELP). */
export function decisionHelpButton(kind: DecisionKind): HTMLButtonElement {
  const help = DECISION_HELP[kind];
  return helpButton('What is this?', 'About this question', help.text, help.rule);
}
