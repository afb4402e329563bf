import type { Effect, TacticTrigger } from '../cards/effects';
import type { Face } from '../random';
import type { Grant } from '../cards/keywords';
import type { Seat } from '../protocol/seat';
import type { Action } from '../protocol/actions';
import type { FieldCorner, Vec } from '../geometry';

/**
 * Suspended rules, kept in the state as plain data so that a game waiting for a decision can be
 * saved, replayed and resumed. Each task is run by one handler (`run-tasks.ts`); a handler either
 * finishes, pushes tasks to run first, or sets `pending` and waits for `answer`.
 */
export type Task =
  | SetupTask | BeginTurnTask | DrawTask | MoveTask | BackstabTask | MeleeTask | MagicalStrikeTask | RangedTask
  | DamageTask | DeathTask | TacticWindowTask | EffectsTask | ExecutionerTask | ActivationStartTask | AbilityRollTask | SummonMinionsTask
  | PlaceMinionTask | RequiemTask | RuinsRollTask | DiscardTask | QuestTurnTask | QuestNpcTurnTask | QuestOverlordRedrawTask
  | QuestsPhaseTask | QuestOverlordCardTask | QuestSetupTask;

interface Base {
  /** The answer to this task's pending decision, set by `apply` and consumed by the handler. */
  answer?: unknown;
  /**
   * The triggered ability this task resolves or descends from (`primitives/trigger-chain.ts`), and the links
   * "triggering ability>triggered ability" of the chain that led to it (rulebook: Dragon Rules 6).
   */
  byAbility?: string;
  abilityChain?: string[];
}

/** First player, hero placement, opening hands and mulligans (rulebook: Setup). */
export interface SetupTask extends Base {
  kind: 'setup';
  step: 'firstPlayer' | 'claimCorners' | 'placeHeroes' | 'mulligans' | 'start';
  chooser: Seat;
  /** Each seat's last initiative roll (public once the first player is chosen). */
  rolls: Partial<Record<Seat, Face[]>>;
  order: Seat[];
  index: number;
  /** Corners claimed so far with more than two players (rulebook: Variants). */
  corners?: Partial<Record<Seat, FieldCorner>>;
  /** Mulligan choices made so far; hidden until everyone has chosen (docs/rules-decisions.md #6). */
  mulligans: Partial<Record<Seat, { choice: 'keep' | 'redraw' | 'discard'; cards: string[] }>>;
}

/** The Beginning phase of a turn (rulebook: Beginning phase). */
export interface BeginTurnTask extends Base {
  kind: 'beginTurn';
  seat: Seat;
  step: 'untap' | 'draw' | 'prosperity';
}

/** Draw cards one at a time, with the hand limit's blind discard and deck-out payouts (rulebook: Beginning phase). */
export interface DrawTask extends Base {
  kind: 'draw';
  seat: Seat;
  remaining: number;
  /** The opponent chosen to make the next blind pick (rulebook: Variants). */
  opponent?: Seat;
}

/** A validated move: the path actually taken (start included), where it stopped, and who backstabs. */
export interface MovePlan {
  path: Vec[];
  length: number;
  run: boolean;
  /** The enemy whose base stopped the move (now in contact). */
  stoppedBy?: string;
  /** Enemies in contact at the start, who backstab as the creature leaves (rulebook: Backstab). */
  backstabbers: string[];
  /** Hidden enemies in contact at the start: each may choose to Backstab, losing Stealth (docs/rules-decisions.md #13). */
  hiddenOffers: string[];
}

/** A declared, validated move being carried out. */
export interface MoveTask extends Base, MovePlan {
  kind: 'move';
  creature: string;
  step: 'leave' | 'go' | 'arrive';
}

/** Backstab dice from each listed enemy (rulebook: Backstab). */
export interface BackstabTask extends Base {
  kind: 'backstab';
  victim: string;
  by: string[];
  /** Hidden enemies in contact, each asked first whether to join (and lose Stealth, docs/rules-decisions.md #13, #123). */
  offers?: string[];
}

/** One side's strike in a melee: its attack dice against the other's defence dice. */
export interface Strike {
  from: string;
  to: string;
  attack: number;
  defence: number;
  attackFaces: Face[];
  defenceFaces: Face[];
  step: 'rollAttack' | 'masterAttack' | 'rollDefence' | 'masterDefence' | 'done';
  hits: number;
  /**
   * An NPC defender forced into all-defence strikes back with its Shields (checklist 22.58,
   * docs/rules-decisions.md #139): set on the strike at it; `struckBack` = the Shields left over, hits on the attacker.
   */
  shieldsStrikeBack?: true;
  struckBack?: number;
}

/** A melee combat (rulebook: Melee combat). */
export interface MeleeTask extends Base {
  kind: 'melee';
  attacker: string;
  defender: string;
  step: 'window' | 'defenderSplit' | 'attackerSplit' | 'strikes' | 'damage' | 'done';
  /** Whether the defender must put every die into defence (rulebook: Melee combat, Lunge). */
  split: Partial<Record<'attacker' | 'defender', { attack: number; defence: number }>>;
  strikes: Strike[];
  /** With Initiative on one side, strikes resolve one after the other (rulebook: Melee combat). */
  sequential: boolean;
  current: number;
  /** Lunge: declared on a target not in contact, which must put every die into defence (glossary). */
  lunge?: boolean;
  /** Bonuses the attacker has for this attack only (Sting, Executioner). */
  grants?: Grant[];
  /** Each side as the strikes began: seat, wounds, whether Vampirism may heal off it (Vampirism, relics). */
  before?: Record<string, { owner: Seat; wounds: number; drainable: boolean }>;
  /** Vampires still to be offered their heal after the damage (glossary: Vampirism). */
  vampires?: string[];
}

/** A Magical Strike (rulebook: Magical Strike). */
export interface MagicalStrikeTask extends Base {
  kind: 'magicalStrike';
  attacker: string;
  target: string;
  step: 'window' | 'roll';
  /** Bonuses the attacker has for this attack only (Sting, Executioner). */
  grants?: Grant[];
}

/** A ranged attack (rulebook: Ranged attacks). */
export interface RangedTask extends Base {
  kind: 'ranged';
  attacker: string;
  target: string;
  attack: 'shooting' | 'throwing' | 'magicalShot';
  dice: number;
  distance: number;
  coverReroll: boolean;
  step: 'window' | 'roll' | 'master' | 'sniper' | 'defence' | 'buckshot' | 'done';
  faces: Face[];
  /** Bonuses the attacker has for this attack only (Sting, Executioner). */
  grants?: Grant[];
}

/** Executioner (glossary): its creature chooses a new victim among the enemy characters. */
export interface ExecutionerTask extends Base {
  kind: 'executioner';
  creature: string;
}

/** Damage or wounds to one creature, through relic Durability, Armour and wounds (rulebook: Damage and wounds). */
export interface DamageTask extends Base {
  kind: 'damage';
  target: string;
  amount: number;
  /** What dealt it: attacks are reduced by "-X from attacks"; magical ones and `wounds` skip Armour. */
  cause: 'melee' | 'shooting' | 'throwing' | 'magicalShot' | 'magicalStrike' | 'backstab' | 'effect';
  wounds: boolean;
  source?: string;
  /** The damage of a declared attack (the attacker's strike, shot or Magical Strike): dealing any makes it a successful attack. */
  attack?: true;
  /** Damage still to place; relic choices are made one relic at a time (docs/rules-decisions.md #17). */
  step: 'start' | 'relics' | 'rest';
  left: number;
  relicAbsorbed: number;
}

/** A creature whose wounds reached its Health: death triggers, then removal (docs/rules-decisions.md #67). */
export interface DeathTask extends Base {
  kind: 'death';
  creature: string;
  killer?: string;
  step: 'lastWord' | 'remove';
  /** Death triggers of the keyword lane (Requiem, Parasite) already queued. */
  triggered?: boolean;
}

/** A moment at which face-down tactics may be revealed (docs/rules-decisions.md #44: opened whenever any tactic is held). */
export interface TacticWindowTask extends Base {
  kind: 'tacticWindow';
  trigger: TacticTrigger;
  subject: string;
  amount: number;
  seats: Seat[];
  /** Names of the tactics already revealed off this trigger: no second one of a name, by anyone (rulebook: Card types). */
  fired?: string[];
}

/** Effects of a card or tactic being resolved one by one. */
export interface EffectsTask extends Base {
  kind: 'effects';
  seat: Seat;
  source?: string;
  effects: Effect[];
  index: number;
  target?: string;
  triggering?: string;
  amount?: number;
  /** A spell's card instance, sent to the Graveyard once its effects have resolved (rulebook: Card types). */
  thenDiscard?: string;
  /** Which support card the effects come from, when they do (targeting rules differ, queries/targeting.ts). */
  support?: 'spells' | 'tactics';
  /** The creature the latest targeted effect touched and its wounds just before, for `onlyIf` (rulebook: Special abilities). */
  subject?: { id: string; wounds: number };
}

/** An effect's random discard (docs/rules-decisions.md #120): `seat` picks `remaining` cards face down from an opponent's hand. */
export interface DiscardTask extends Base {
  kind: 'discard';
  seat: Seat;
  remaining: number;
  /** The opponent chosen to discard (rulebook: Variants), kept until the discards are done. */
  opponent?: Seat;
}

/** Optional choices at the start of an activation (glossary: Disease, Exhaustion, Contract); then the declaration resumes. */
export interface ActivationStartTask extends Base {
  kind: 'activationStart';
  creature: string;
  seat: Seat;
  step: 'disease' | 'exhaustion' | 'contract' | 'resume';
  /** The declaration that started the activation, carried out once the choices are made. */
  then?: Exclude<Action, { type: 'answer' }>;
}

/** An activated ability's roll (Healer, Ritual, Control), with its Master reroll (docs/rules-decisions.md #47). */
export interface AbilityRollTask extends Base {
  kind: 'abilityRoll';
  creature: string;
  ability: 'healer' | 'ritual' | 'control';
  target?: string;
  faces: Face[];
  step: 'roll' | 'master' | 'resolve';
}

/** Optional minion summons in contact with each listed creature, one decision each (Drill, Recruitment). */
export interface SummonMinionsTask extends Base {
  kind: 'summonMinions';
  seat: Seat;
  keyword: 'drill' | 'recruitment';
  creatures: string[];
}

/** A minion entering in contact with `anchor`, where the player chooses (rulebook: Playing cards and summoning). */
export interface PlaceMinionTask extends Base {
  kind: 'placeMinion';
  seat: Seat;
  anchor: string;
  by: 'ritual' | 'drill' | 'recruitment' | 'parasite';
}

/** The die of a Ruins search or a secret entrance, which Ruin Delver may roll again (rulebook: Ruins). */
export interface RuinsRollTask extends Base {
  kind: 'ruinsRoll';
  seat: Seat;
  creature: string;
  /** A search of `terrain`, or a secret entrance from `terrain` to `to`, coming out at `at`. */
  what: 'search' | 'secretEntrance';
  terrain: string;
  to?: string;
  at?: Vec;
  face?: Face;
}

/** Requiem (glossary): one die for each other creature within S of the dying one, AX/SH = 1 wound. */
export interface RequiemTask extends Base {
  kind: 'requiem';
  creature: string;
}

/** Quest mode: a seat's turn begins (the Hero's after a Quests Phase; the Overlord's its own way; rules/quest/quest-turn.ts). */
export interface QuestTurnTask extends Base {
  kind: 'questTurn';
  seat: Seat;
}

/** The solo game's Overlord turn: its NPCs act one by one (checklist 22.43, rules/quest/npc-turn.ts). */
export interface QuestNpcTurnTask extends Base {
  kind: 'questNpcTurn';
  /** NPC creature ids in the order they act. */
  order: string[];
  index: number;
  /** The current NPC: yet to act, moved and may attack on arrival, or finished. */
  step: 'act' | 'attack' | 'done';
}

/** Quest mode: the Overlord player's one opening redraw (checklist 22.31, rules/quest/overlord-redraw.ts). */
export interface QuestOverlordRedrawTask extends Base {
  kind: 'questOverlordRedraw';
}

/**
 * Quest mode: the rest of a Quests Phase once completions are paid (rules/quest/quests-phase.ts): the solo
 * game's Overlord cards, failures, new quests, the end checks. A step may wait for an Overlord card's tactic
 * window or a quest piece's placement.
 */
export interface QuestsPhaseTask extends Base {
  kind: 'questsPhase';
  step: 'cards' | 'failure' | 'draw' | 'end';
  /** Solo: Overlord cards still to draw and play in this phase (new Rage sections, two active quests). */
  cards: number;
}

/**
 * Quest mode: an Overlord card being played (rules/quest/overlord-cards.ts): announced with its Rage spent,
 * then the Hero's tactic window (checklist 22.65), then its abilities unless a tactic cancelled it.
 */
export interface QuestOverlordCardTask extends Base {
  kind: 'questOverlordCard';
  card: string;
  /** Rage offered; `times` is how many runs of its Main ability it paid for, set when it is announced. */
  spend: number;
  times?: number;
  step: 'play' | 'resolve';
  /**
   * Where its resolution stands, so it can wait for the Overlord player's spot of a summon (22.16,
   * docs/rules-decisions.md #144): the run (0 to `times` - 1 its Main ability, `times` its Extra) and the
   * effect of that run next to resolve.
   */
  run?: number;
  effect?: number;
  /** Set by a tactic that cancels it: it does nothing and goes back into the Overlord's deck. */
  cancelled?: true;
}

/**
 * Quest mode: a drawn quest's "!" section, piece by piece (checklist 22.15, rules/quest/draw-quest.ts). Against
 * an Overlord player each piece's spot is asked of the seat that places it (22.9, 22.16).
 */
export interface QuestSetupTask extends Base {
  kind: 'questSetup';
  quest: string;
  /** Index into the quest's setup steps, and pieces of that step already done. */
  step: number;
  done: number;
}

export type TaskKind = Task['kind'];
export type TaskOf<K extends TaskKind> = Extract<Task, { kind: K }>;
