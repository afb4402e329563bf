import { getQuest, QUEST_ANCHORS, type Action, type GameEvent, type QuestView } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import { button, h, patch } from '../app/dom';
import { hrefOf } from '../app/router';
import type { TableContext } from './table-context';
import { cancelledLine, nextRage, overlordCardText, questLine } from './quest-text';
import '../styles/quest.css';

/** One Overlord card as the panel shows it; `fresh` marks the one just played. */
function overlordCard(side: 'pvp' | 'pve', id: string, fresh = false): HTMLElement {
  const c = overlordCardText(side, id);
  return h('li', { class: `overlord-card${fresh ? ' fresh' : ''}`, 'data-overlord-card': id }, h('strong', { text: c.name }), h('span', { class: 'muted', text: ` ${c.text}` }));
}

type PlayOverlordCard = Extract<Action, { type: 'playOverlordCard' }>;

/**
 * The Overlord player's hand: each card with a button for every way the rules allow it to be played now
 * (how much Rage to put into Multiple Rage; the shared legal actions decide, 22.22–22.23, 22.33).
 */
function overlordHand(q: QuestView, plays: PlayOverlordCard[], send: (a: Action) => void): HTMLElement {
  return h('ul', { class: 'overlord-cards', testid: 'overlord-hand' }, ...q.overlordHand!.map((id) => {
    const li = overlordCard(q.side, id);
    const ways = plays.filter((a) => a.card === id);
    if (ways.length) {
      li.append(h('div', { class: 'buttons' }, ...ways.map((a) => button(a.rage > 0 ? `Play with ${a.rage} Rage` : 'Play', () => send(a), { testid: `play-overlord-${id}-${a.rage}` }))));
    }
    return li;
  }));
}

/** How many of the Overlord's played cards show at once, newest first; the others fold away. */
const PLAYED_SHOWN = 3;

/** The Overlord's cards played so far, newest first (the one just played marked), the older ones folded. */
function played(q: QuestView, lastPlayed: string): HTMLElement {
  if (q.overlordDiscard.length === 0) return h('p', { class: 'muted', text: 'None yet.' });
  const items = [...q.overlordDiscard].reverse().map((id, i) => overlordCard(q.side, id, i === 0 && id === lastPlayed));
  const list = h('ol', { class: 'overlord-cards', testid: 'overlord-played', reversed: true }, ...items.slice(0, PLAYED_SHOWN));
  if (items.length <= PLAYED_SHOWN) return list;
  const older = h('ol', { class: 'overlord-cards', reversed: true }, ...items.slice(PLAYED_SHOWN));
  return h('div', {}, list, h('details', {}, h('summary', { text: `${items.length - PLAYED_SHOWN} earlier` }), older));
}

/** A How-to-play section on Quest mode, in a new tab so the match stays open. */
const ruleLink = (anchor: string, text: string): HTMLElement => h('a', { href: hrefOf({ name: 'howToPlay', anchor }), target: '_blank', rel: 'noopener', text });

/** Honour, Rage and the track's next section; each term says what it is on hover and links to its rule. */
function standing(q: QuestView): HTMLElement {
  const next = nextRage(q);
  return h('div', {},
    h('div', { class: 'quest-standing' },
      h('span', { class: 'honour', testid: 'quest-honour', title: 'Honour is your score: quests completed and some Overlord creatures slain.', text: `Honour ${q.honour}` }),
      h('span', { class: 'rage', testid: 'quest-rage', title: 'Rage is what the Overlord spends on its cards this turn; more Honour brings more Rage.', text: `Rage ${q.rage}` }),
      h('span', { class: 'muted', text: next ? `Rage track: ${next.rage} a turn from ${next.honour} Honour` : 'Rage track: at its top' })),
    h('p', { class: 'quest-rules muted' },
      ruleLink(QUEST_ANCHORS.honourRage, 'What are Honour and Rage?'), ' · ', ruleLink(QUEST_ANCHORS.phase, 'When quests are checked')));
}

/** The active quests with their goals, progress, reward and deadline. */
function activeQuests(s: TableSnapshot): HTMLElement {
  const v = s.view!;
  const q = v.quest!;
  if (q.active.length === 0) return h('p', { class: 'muted', text: 'No quest on the table.' });
  return h('ul', { class: 'quest-list', testid: 'active-quests' }, ...q.active.map((a) => {
    const l = questLine(v, a);
    // The story line is the heading's hover text: the panel shares the side with the actions and the log.
    return h('li', { class: 'quest', 'data-quest': l.id },
      h('h4', { text: l.name, title: l.text }),
      h('p', { class: 'quest-goal', text: l.goal }),
      h('p', { class: 'quest-progress', text: [l.progress, l.deadline].filter(Boolean).join(' ') }),
      h('p', { class: 'quest-reward muted', text: l.reward }));
  }));
}

/**
 * Quest mode beside the table (rulebook: Rules of the Quest Mode): Honour and Rage, the active quests
 * with their goals and progress, the quests done and failed, the Overlord's cards as they are played
 * (the newest marked), its hand for the Overlord player alone, and what is left in its decks. Hidden
 * when the game is not a quest.
 */
export function questPanel(ctx: Pick<TableContext, 'legal' | 'send'>): { el: HTMLElement; update(s: TableSnapshot): void; played(events: GameEvent[]): void } {
  const root = h('section', { class: 'quest-panel', testid: 'quest-panel', 'aria-label': 'Quest' });
  root.hidden = true;
  let lastPlayed = '';
  let current: TableSnapshot | null = null;
  const render = (s: TableSnapshot) => {
    const q = s.view?.quest;
    root.hidden = !q;
    if (!q) return;
    const plays = ctx.legal().filter((a): a is PlayOverlordCard => a.type === 'playOverlordCard');
    patch(root, JSON.stringify([q, s.view!.creatures.map((c) => c.id), s.view!.terrain.map((t) => t.searched), lastPlayed, plays]), () => [
      h('h3', { text: q.side === 'pve' ? 'Quest (solo)' : 'Quest (against an Overlord player)' }),
      standing(q),
      h('h4', { text: 'Active quests' }),
      activeQuests(s),
      ...(q.completed.length ? [h('p', { testid: 'quests-completed', text: `Completed: ${q.completed.map((id) => getQuest(id).name).join(', ')}` })] : []),
      ...(q.failed.length ? [h('p', { class: 'warn', text: `Failed: ${q.failed.map((id) => getQuest(id).name).join(', ')}` })] : []),
      h('h4', { text: 'Overlord cards played' }),
      played(q, lastPlayed),
      ...[cancelledLine(q)].flatMap((text) => (text ? [h('p', { class: 'muted', testid: 'overlord-cancelled', text })] : [])),
      ...(q.overlordHand
        ? [h('h4', { text: 'Your Overlord cards' }), overlordHand(q, plays, (a) => void ctx.send(a)),
            ...(plays.length ? [h('p', { class: 'muted', text: `You have ${q.rage} Rage left this turn${q.overlordPlayed === 0 ? '; play at least one card before you end it' : ''}.` })] : [])]
        : []),
      h('p', { class: 'muted', text: `Quest deck ${q.questDeckCount} · Overlord deck ${q.overlordDeckCount}${q.side === 'pvp' ? ` · Overlord hand ${q.overlordHandCount}` : ''} · Dice deck ${q.diceDeckCount}` }),
      ...(q.score ? [h('p', { testid: 'quest-score', text: `Final score: ${q.score.total} Honour.` })] : []),
    ]);
  };
  return {
    el: root,
    update(s) {
      current = s;
      render(s);
    },
    /** A batch of events: an Overlord card just played is marked until the next one. */
    played(events) {
      const card = [...events].reverse().find((e) => e.e === 'overlordCardPlayed');
      if (!card || card.e !== 'overlordCardPlayed') return;
      lastPlayed = card.card;
      if (current) render(current);
    },
  };
}
