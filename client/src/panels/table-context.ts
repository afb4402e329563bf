import type { Action, CreatureActionKind, GameState, KindAvailability, RelicKind } from '@signum/shared';
import type { TableSnapshot, TableSource } from '../model/snapshot';
import type { Battlefield } from '../table/battlefield-api';
import type { Namer } from './decision-text';
import type { Interaction } from './interaction';

/** What every panel of the table may use: the current snapshot and its derived answers, and the ways to act. */
export interface TableContext {
  source: TableSource;
  current(): TableSnapshot | null;
  /** The viewer's legal actions now (empty for spectators, replays and while others act). */
  legal(): readonly Action[];
  /** What a creature of the viewer's can do now, kind by kind (shared `actionKinds`; empty for spectators and replays). */
  creatureKinds(id: string): readonly KindAvailability<CreatureActionKind>[];
  /** Whether each relic on the viewer's hero can be activated now (shared `relicKinds`; empty but for the hero). */
  relicKinds(id: string): readonly RelicKind[];
  /** Whether each hand card can be played now (shared `handKinds`), by card instance. */
  handKinds(): ReadonlyMap<string, KindAvailability>;
  /** Whether each terrain card of the pool can be laid now (shared `terrainKinds`). */
  terrainKinds(): readonly KindAvailability[];
  /** Whether each building of the pool can be built now (build-choices.ts). */
  constructionKinds(): readonly KindAvailability[];
  /** Whether each building with an ability can be used now (shared `buildingKinds`). */
  buildingKinds(): readonly KindAvailability[];
  /** The preview state of the current snapshot (shared rule checks run on it). */
  preview(): GameState | null;
  names: Namer;
  /** Check `a` on the preview and declare it; false (with a toast) when refused or when the viewer cannot act. */
  send(a: Action): boolean;
  interaction: Interaction;
  field(): Battlefield | null;
  toast(message: string, reasons?: string[]): void;
  /** The creature whose card and actions the action bar shows. */
  selected(): string | null;
  select(id: string | null): void;
  /** The hand card (instance id) the action bar offers to play. */
  selectedCard(): string | null;
  selectCard(instance: string | null): void;
  /** Redraw the panels that depend on local choices (selection, armed mode). */
  refresh(): void;
}
