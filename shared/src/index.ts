/** @signum/shared: the Legends of Signum rules engine, card pool, protocol and views. */
export * from './engine';
export * from './view';
export * from './geometry';
export * from './random';
export * from './cards';
export * from './protocol/actions';
export * from './protocol/codes';
export * from './protocol/decisions';
export * from './protocol/events';
export * from './state/types';
export * from './state/ruleset';
export * from './state/scenario-setup';
export { createScenarioState } from './state/scenario-state';
export { tiebreak } from './rules/victory';
export { planMove } from './rules/movement';
export { randomBot, sampleLegalAction } from './bots/random-bot';
export type { Bot } from './bots/bot';
