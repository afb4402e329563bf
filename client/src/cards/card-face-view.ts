import '../styles/cards.css';
import type { RulesetName } from '@signum/shared';
import { h } from '../app/dom';
import { iconSvg } from '../icons/icon-svg';
import { cardFace } from '../model/card-face';

/** How big a face is drawn: `mini` in the hand (name, cost, stats), `full` everywhere else (with text and reminders). */
export type FaceSize = 'mini' | 'full';

/**
 * A card face, the one used everywhere (hand, city, graveyard, deck builder pool, the full-size
 * preview): a frame in the faction's colour with the type's look, the cost as building and
 * Prosperity icons, the name in the display font, the stats as icons, keyword chips carrying their
 * reminder, and the generated text. Every face carries `data-card`, so hovering or long-pressing
 * it anywhere shows it full size (card-preview.ts).
 */
export function cardFaceView(cardId: string, ruleset: RulesetName = 'rulebook', size: FaceSize = 'full', extraClass = ''): HTMLElement {
  const f = cardFace(cardId, ruleset);
  const cost = f.costParts.length === 0
    ? null
    : h('div', { class: 'cf-cost', 'aria-label': `Cost: ${f.costParts.map((p) => p.label).join(' + ')}` },
      ...f.costParts.map((p) => h('span', { class: `cf-cost-part${p.amount ? ' prosperity' : ''}`, title: p.label },
        iconSvg(p.icon), p.amount ? h('b', { text: String(p.amount) }) : null)));
  const stats = f.statParts.length === 0
    ? null
    : h('div', { class: 'cf-stats' }, ...f.statParts.map((p) => h('span', { class: 'cf-stat', title: p.label, 'aria-label': `${p.label} ${p.value}` }, iconSvg(p.icon), h('b', { text: p.value }))));
  const type = f.type.charAt(0).toUpperCase() + f.type.slice(1);
  const kind = [f.factionName, type, f.unique ? 'unique' : ''].filter(Boolean).join(' · ');
  const box = h('article', { class: `card cf cf-${size} card-${f.type} faction-${f.faction} ${extraClass}`.trim(), 'data-card': f.id, 'aria-label': f.name },
    h('header', { class: 'cf-head' },
      h('span', { class: 'cf-type', title: f.type }, iconSvg(f.typeIcon, f.type)),
      h('span', { class: 'card-name cf-name', text: f.name }),
      cost),
    h('div', { class: 'cf-kind muted', text: kind }),
    stats);
  if (f.keywords.length > 0) {
    box.append(h('div', { class: 'card-keywords cf-keywords' }, ...f.keywords.map((k) => h('span', { class: 'keyword', text: k.label, title: k.reminder, tabindex: 0, data: { keyword: k.id } }))));
  }
  if (size === 'full') {
    if (f.lines.length > 0) box.append(h('div', { class: 'card-text' }, ...f.lines.map((l) => h('p', { text: l }))));
    if (f.keywords.length > 0) box.append(h('dl', { class: 'cf-reminders' }, ...f.keywords.flatMap((k) => [h('dt', { text: k.label }), h('dd', { text: k.reminder })])));
  }
  return box;
}
