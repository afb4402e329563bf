import type { ChatLine } from '@signum/shared';
import { h } from '../app/dom';
import { CHANNEL_LABEL } from './chat-model';
import { call, ensureSession } from './session';
import '../styles/players.css';

/**
 * A finished match's chat beside its replay: the public and spectators' lines for anyone, and a
 * side's team lines only to a player of that side (the server checks the session: GET /matches/:id/chat).
 */
export function replayChat(matchId: string): HTMLElement {
  const list = h('ul', { class: 'chat-lines', 'aria-label': 'Chat of this match' }, h('li', { class: 'muted' }, 'Loading the chat…'));
  ensureSession()
    .catch(() => undefined)
    .then(() => call<{ lines: ChatLine[] }>('GET', `/matches/${encodeURIComponent(matchId)}/chat`))
    .then(({ lines }) =>
      list.replaceChildren(...(lines.length
        ? lines.map((l) => h('li', { class: `chat-line chat-${l.channel}` }, l.channel === 'all' ? '' : `[${CHANNEL_LABEL[l.channel]}] `, h('strong', {}, l.name), `: ${l.text}`))
        : [h('li', { class: 'muted' }, 'Nobody wrote anything.')])))
    .catch((e: Error) => list.replaceChildren(h('li', { class: 'muted' }, `The chat could not be loaded: ${e.message}`)));
  return h('section', { class: 'panel chat replay-chat', 'aria-label': 'Chat', testid: 'replay-chat' }, h('h3', {}, 'Chat'), list);
}
