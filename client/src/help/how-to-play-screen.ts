import { DIAGRAMS, GLOSSARY_ANCHOR, glossaryTerms, HOW_TO_PLAY, type RuleSection } from '@signum/shared';
import '../styles/help.css';
import { h } from '../app/dom';
import { hrefOf } from '../app/router';
import { diagramFigure } from './diagram';

/**
 * `#/how-to-play[/<anchor>]`: the rules in short sections (shared help content), diagrams drawn by
 * the table's battlefield, and the glossary generated from the cards' keyword text. Links inside
 * the page scroll without reloading it.
 */
export function mountHowToPlay(host: HTMLElement, anchor?: string): () => void {
  const disposers: (() => void)[] = [];
  const jump = (id: string) => {
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
    history.replaceState(null, '', hrefOf({ name: 'howToPlay', anchor: id }));
  };
  const toc = h('nav', { class: 'htp-toc', 'aria-label': 'Contents' },
    h('ol', {}, ...[...HOW_TO_PLAY.map((s) => [s.id, s.title] as const), [GLOSSARY_ANCHOR, 'Glossary'] as const].map(([id, title]) =>
      h('li', {}, h('a', { href: hrefOf({ name: 'howToPlay', anchor: id }), text: title, onclick: (e) => { e.preventDefault(); jump(id); } })))));
  const section = (s: RuleSection) => {
    const el = h('section', { id: s.id, class: 'htp-section' }, h('h2', { text: s.title }), ...s.paragraphs.map((p) => h('p', { text: p })));
    if (s.table) el.append(h('table', { class: 'htp-table' }, h('thead', {}, h('tr', {}, ...s.table.head.map((c) => h('th', { scope: 'col', text: c })))),
      h('tbody', {}, ...s.table.rows.map((r) => h('tr', {}, ...r.map((c) => h('td', { text: c })))))));
    if (s.diagram) {
      const fig = diagramFigure(DIAGRAMS[s.diagram], `diagram-${s.diagram}`);
      disposers.push(fig.dispose);
      el.append(fig.el);
    }
    return el;
  };
  const glossary = h('section', { id: GLOSSARY_ANCHOR, class: 'htp-section' }, h('h2', { text: 'Glossary' }),
    h('p', { class: 'muted', text: 'Every keyword on the cards, with the reminder the cards print. X is the number after the keyword on a card.' }),
    h('dl', { class: 'glossary' }, ...glossaryTerms().flatMap((t) => [h('dt', { id: t.anchor, text: t.name }), h('dd', { text: t.text })])));
  host.replaceChildren(h('div', { class: 'how-to-play', testid: 'how-to-play' },
    h('header', { class: 'htp-head' },
      h('h1', { text: 'How to play' }),
      h('a', { class: 'button', href: hrefOf({ name: 'learn' }), text: 'Learn to play (guided)' }),
      h('a', { class: 'button', href: hrefOf({ name: 'lobby' }), text: 'Back to the lobby' })),
    toc, ...HOW_TO_PLAY.map(section), glossary));
  if (anchor) requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView({ block: 'start' }));
  return () => disposers.forEach((d) => d());
}
