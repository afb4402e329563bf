import { QUEST_ANCHORS } from '@signum/shared';
import { h } from '../app/dom';
import { hrefOf } from '../app/router';
import type { JoinRequest } from '../net/match-connection';
import { QUEST_LABEL } from './room-listing';

type Button = (testid: string, label: string, onclick: () => void, cls?: string) => HTMLButtonElement;

/**
 * The lobby's quest row (rulebook: Rules of the Quest Mode): a Hero alone against the Overlord the
 * server plays, or a quest opened for an Overlord player, who joins it from the open matches; beside the
 * solo entry, a link to how quests work.
 */
export function questRow(button: Button, go: (req: JoinRequest, what: string) => void, name: () => string): HTMLElement {
  return h('tr', { testid: 'quest-row' },
    h('th', { scope: 'row' }, 'Quest: your Hero against the Overlord'),
    h('td', {},
      button('quest-pve', QUEST_LABEL.pve, () => go({ kind: 'quest', side: 'pve', name: name() }, 'Setting up the quest…'), 'primary'), ' ',
      // Honour, Rage, the Quests Phase and the solo Overlord, before a first quest (help/quest-how-to-play.ts).
      h('a', { testid: 'quest-how-link', href: hrefOf({ name: 'howToPlay', anchor: QUEST_ANCHORS.mode }) }, 'How quests work')),
    h('td', { colspan: 2 }, button('quest-pvp', QUEST_LABEL.pvp, () => go({ kind: 'quest', side: 'pvp', name: name() }, 'Opening the quest for an Overlord player…'))),
  );
}
