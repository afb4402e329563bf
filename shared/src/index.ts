/** @signum/shared: the Legends of Signum rules engine, card pool, protocol and views. */
export * from './engine';
export * from './view';
export * from './geometry';
export * from './random';
export * from './cards';
export * from './protocol/actions';
export * from './protocol/codes';
export * from './protocol/display-text';
export * from './protocol/decisions';
export * from './protocol/events';
export * from './state/types';
export * from './state/ruleset';
export * from './state/scenario-setup';
export { createScenarioState } from './scenario/scenario-state';
// A state's players and creatures are read-only and shared between states: these give the one to change (copy on write).
export { creatureToChange, playerToChange } from './primitives/copy-on-write';
export { tiebreak } from './rules/victory';
export { planMove, moveAllowance } from './queries/movement';
export { randomBot, sampleLegalAction } from './bots/random-bot';
export { makeBot, decideAs, isBotLevel, BOT_LEVELS, ARENA_PLAYERS, SEARCH_SETTINGS, type BotLevel, type ArenaPlayer } from './bots/levels';
export { pickLoadouts } from './bots/pick-loadouts';
export { playGame, type GameConfigInput, type PlayedGame } from './bots/play-game';
export { withConstructionDeck } from './bots/construction-deck';
export { validateConstructionDeck, CONSTRUCTION_DECK_MAX } from './queries/experienced-architect';
export type { Bot } from './bots/bot';
// What the client's previews and tokens read, the same functions the rules use.
export { baseOf } from './queries/creatures';
export { checkAction } from './engine/check-action';
export { beyondRangeSight, lineOfSightBetween, lineOfSightWithinBetween } from './queries/sight';
export { strengthOf, keywordsOf, has as hasKeyword, valueOf as keywordValue } from './queries/stats';
export * from './tutorial';
export * from './help';
// Accounts, chat and rematch around the game (display names and chat lines checked the same everywhere).
export * from './protocol/players';
// Quest mode (docs/architecture.md §10): the server creates and restores quest games, the client shows them.
export { createQuestGame, QUEST_RULESET, type NewQuestGameOptions } from './engine/create-quest-game';
export * from './cards/quest';
export { QUEST_LIMITS, type QuestSide, type QuestConfig, type ActiveQuest, type QuestScore, type QuestState } from './state/quest';
export { overlordHandFor, questView, type QuestView } from './view/quest-view';
