import '../styles/lobby.css';
import { h } from '../app/dom';
import { hrefOf } from '../app/router';
import { ICON } from '../icons/icon-choice';
import { iconSvg } from '../icons/icon-svg';

/**
 * About (#/about): what the game is, and the credits the licences of what ships with it ask for —
 * the icons (game-icons.net, CC BY 3.0) and the display font (Cinzel, SIL Open Font License).
 */
export function mountAbout(host: HTMLElement): () => void {
  const icons = [ICON.hero, ICON.character, ICON.minion, ICON.spell, ICON.relic, ICON.tactic, ICON.building, ICON.terrain, ICON.bullseye, ICON.axe, ICON.shield];
  host.replaceChildren(h('div', { class: 'lobby about', testid: 'about' },
    h('header', { class: 'lobby-head' }, h('h1', {}, 'About Legends of Signum Online'), h('a', { class: 'button', href: hrefOf({ name: 'lobby' }), testid: 'back-to-lobby' }, 'Back to the lobby')),
    h('section', { class: 'panel' },
      h('h2', {}, 'The game'),
      h('p', {}, 'An online table for Legends of Signum, the miniatures wargame and collectible card game: the server keeps the rules, the table shows what each player may see.')),
    h('section', { class: 'panel', testid: 'credits' },
      h('h2', {}, 'Credits'),
      h('p', { class: 'about-icons' }, ...icons.map((i) => iconSvg(i))),
      h('p', {}, 'Icons by the game-icons.net authors (Lorc, Delapouite and contributors), ',
        h('a', { href: 'https://game-icons.net', rel: 'noreferrer' }, 'game-icons.net'),
        ', licensed under ', h('a', { href: 'https://creativecommons.org/licenses/by/3.0/', rel: 'noreferrer' }, 'Creative Commons Attribution 3.0 (CC BY 3.0)'),
        '. They ship inside the game (from the @iconify-json/game-icons package); nothing is downloaded while you play.'),
      h('p', {}, 'Card names use the Cinzel typeface by Natanael Gama, licensed under the SIL Open Font License 1.1 (from the @fontsource/cinzel package).'),
      h('p', {}, 'Sounds are made in your browser with Web Audio as they play.'))));
  return () => {};
}
