import { ActionSchema, type Action } from '../protocol/actions';
import { ANSWER_SCHEMAS } from '../protocol/decisions';
import { ensure, RuleError, type RejectionCode } from '../protocol/codes';
import type { GameEvent } from '../protocol/events';
import type { GameState, Seat } from '../state/types';
import type { CheckedDeclaration, Ctx } from '../primitives/context';
import { runTasks } from './run-tasks';
import { dispatch } from './dispatch';
import { checkTurnState } from './check-action';
import { checkBeforeCopy } from './check-before-copy';
import { cloneState } from './clone';
import { doneChanging } from '../primitives/copy-on-write';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; code: RejectionCode; message: string };

/**
 * The one entry point of the rules (docs/architecture.md §2): validate the message's shape with zod, then its
 * legality against the rules, on a working copy. A rejection names a stable code and a sentence,
 * and the given state is never changed.
 */
export function apply(state: GameState, seat: Seat, raw: unknown): ApplyResult {
  const parsed = ActionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'MALFORMED', message: `That message is not a valid action: ${parsed.error.issues[0]?.message ?? 'bad shape'}.` };
  return applyAction(state, seat, parsed.data);
}

/**
 * `apply` without the shape check, for actions the engine's own code built (bots, search, the bot
 * game loop): the schema guards what comes over the wire, and parsing every candidate a search tries
 * cost about a tenth of a random duel. Same rules, same result for any action the schema accepts;
 * neither the state nor the action is changed (the new state may share the action's points, which
 * the rules never change in place).
 */
export function applyAction(state: GameState, seat: Seat, action: Action): ApplyResult {
  const tried = accepted.get(action);
  if (tried !== undefined) {
    accepted.delete(action); // handed out once: the caller owns the new state
    if (tried.state === state && tried.seat === seat) return tried.result;
  }
  // Moves and cards played are checked before the state is copied (most candidates bots try and the
  // rules refuse are of these two kinds): a refusal then costs no copy.
  let checked: CheckedDeclaration | undefined;
  try {
    checked = checkBeforeCopy(state, seat, action);
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, code: e.code, message: e.message };
    throw e;
  }
  const ctx: Ctx = { s: cloneState(state), events: [] };
  if (checked) ctx.checked = checked;
  try {
    checkTurnState(ctx.s, seat, action);
    if (action.type === 'answer') {
      const pending = ctx.s.pending!;
      const answer = ANSWER_SCHEMAS[pending.kind].safeParse(action.answer);
      ensure(answer.success, 'BAD_ANSWER', `That answer does not fit a ${pending.kind} decision.`);
      ctx.s.pending = null;
      ctx.s.tasks[ctx.s.tasks.length - 1]!.answer = answer.data;
    } else {
      dispatch(ctx, seat, action);
    }
    runTasks(ctx);
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, code: e.code, message: e.message };
    throw e;
  }
  return { ok: true, state: doneChanging(ctx.s), events: ctx.events };
}

/** What `tryAction` found accepted, by action object, for the `applyAction` of that very action that follows. */
const accepted = new WeakMap<Action, { state: GameState; seat: Seat; result: ApplyResult }>();

/**
 * Whether the rules accept an engine-made action now, found by applying it (`applyAction`); an
 * accepted result is kept, so that applying this very action object to this very state next returns
 * it instead of checking and carrying out the action a second time. A bot that tries candidates
 * until one is accepted then pays for its pick once: the check was about a sixth of a random duel
 * (the legality check run again inside apply). Neither the state nor the action is changed, and the
 * result is the one `applyAction` would compute (states are never changed after apply returns them).
 */
export function tryAction(state: GameState, seat: Seat, action: Action): boolean {
  const result = applyAction(state, seat, action);
  if (result.ok) accepted.set(action, { state, seat, result });
  return result.ok;
}
