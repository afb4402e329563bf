import { cardName, cardText, findCard, type PlayerView, type Seat } from '@signum/shared';
import type { SeatInfo, TableSnapshot } from '../model/snapshot';
import { showCardList } from './card-view';
import { button, h, patch } from '../app/dom';
import { seatColour } from './names';
import { SEAT_MARK } from '../table/seat-mark';

type Ruleset = TableSnapshot['ruleset'];

const textOf = (card: string, ruleset: Ruleset): string => {
  const c = findCard(card);
  return c ? `${c.name}\n${cardText(c, ruleset)}` : card;
};

/** A row of labelled chips (buildings, terrain, relics, tactics); an empty row says "none". */
function chips(label: string, items: { text: string; title: string; cls?: string; card?: string }[], testid: string): HTMLElement {
  const row = h('div', { class: 'chip-row', testid }, h('span', { class: 'chip-label', text: `${label}:` }));
  if (items.length === 0) row.append(h('span', { class: 'muted', text: ' none' }));
  // data-card: hovering or focusing a chip shows the card full size (cards/card-preview.ts).
  for (const i of items) row.append(h('span', { class: `chip ${i.cls ?? ''}`.trim(), text: i.text, title: i.title, 'data-card': i.card, tabindex: i.card ? 0 : undefined }));
  return row;
}

/** One seat's block: who, their hero, Prosperity, card counts and their City. */
function seatBlock(s: TableSnapshot, info: SeatInfo, p: PlayerView | undefined): HTMLElement[] {
  const tags: string[] = [];
  if (info.bot) tags.push('bot');
  if (info.away) tags.push('away');
  if (p?.eliminated) tags.push('eliminated');
  if (s.viewer === info.seat) tags.push('you');
  const head = h('div', { class: 'seat-head' }, h('span', { class: 'seat-dot', 'aria-hidden': 'true', text: SEAT_MARK[info.seat].glyph }), h('span', { class: 'seat-name', text: info.name || info.seat }),
    ...tags.map((t) => h('span', { class: `tag tag-${t}`, text: t })));
  if (!p) return [head];
  const hero = s.view?.creatures.find((c) => c.id === p.heroCreature);
  const heroHealth = hero ? findCard(hero.card)?.stats?.health : undefined;
  const heroLine = h('div', { class: 'hero-line', title: textOf(p.hero, s.ruleset), 'data-card': p.hero },
    `Hero: ${cardName(p.hero)}`, hero && heroHealth ? ` (${hero.wounds}/${heroHealth} wounds)` : hero ? '' : ' (not on the field)');
  const grave = button(`Graveyard ${p.graveyard.length}`, () => showCardList(`${info.name || info.seat}'s Graveyard`, p.graveyard, s.ruleset), {
    class: 'link', testid: `graveyard-${info.seat}`,
  });
  const counts = h('div', { class: 'counts' },
    h('span', { class: 'prosperity', testid: `prosperity-${info.seat}`, text: `Prosperity ${p.prosperity}` }),
    h('span', { text: `Hand ${p.handCount}` }), h('span', { text: `Deck ${p.deckCount}` }), grave);
  const tactics = p.tactics
    ? p.tactics.map((t) => ({ text: cardName(t.card), title: textOf(t.card, s.ruleset), card: t.card }))
    : p.tacticCount > 0 ? [{ text: `${p.tacticCount} face down`, title: 'Face-down tactics: only their owner knows them.' }] : [];
  return [
    head, heroLine, counts,
    chips('City', p.buildings.map((b) => ({ text: `${cardName(b.card)}${b.tapped ? ' (tapped)' : ''}`, title: textOf(b.card, s.ruleset), cls: b.tapped ? 'tapped' : '', card: b.card })), `city-${info.seat}`),
    chips('Terrain', p.terrainCards.map((t) => ({ text: cardName(t), title: textOf(t, s.ruleset), card: t })), `terrain-${info.seat}`),
    chips('Relics', p.relics.map((r) => {
      const card = findCard(r.card)?.relic;
      const extra = [card?.durability ? `Durability ${r.armour}/${card.durability}` : '', card?.multipleUses ? `${r.marks}/${card.multipleUses} uses` : ''].filter(Boolean).join(', ');
      return { text: `${cardName(r.card)}${extra ? ` (${extra})` : ''}`, title: textOf(r.card, s.ruleset), card: r.card };
    }), `relics-${info.seat}`),
    chips('Tactics', tactics, `tactics-${info.seat}`),
  ];
}

/** Every seat's public side (and the viewer's own tactics), each block rebuilt only when its data changed. */
export function playersPanel(): { el: HTMLElement; update(s: TableSnapshot): void } {
  const root = h('section', { class: 'players', testid: 'players' });
  const blocks = new Map<Seat, HTMLElement>();
  return {
    el: root,
    update(s) {
      for (const info of s.seats) {
        let block = blocks.get(info.seat);
        if (!block) {
          block = h('div', { class: 'seat-block', testid: `player-${info.seat}` });
          block.style.setProperty('--seat', seatColour(info.seat));
          blocks.set(info.seat, block);
          root.append(block);
        }
        const p = s.view?.players[info.seat];
        const hero = p && s.view?.creatures.find((c) => c.id === p.heroCreature);
        const active = s.view?.activeSeat === info.seat && s.view.phase !== 'setup' && !s.view.result;
        block.classList.toggle('active', active);
        patch(block, JSON.stringify([info, p, hero?.wounds, s.viewer]), () => seatBlock(s, info, p));
      }
    },
  };
}
