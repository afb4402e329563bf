import { h } from '../app/dom';

const KEY = 'signum.sides';

/** Which sides the player folded away, remembered per browser; by default the left folds on windows under 1300 px. */
function folded(): Record<string, boolean> {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, boolean> | null;
    if (saved && typeof saved === 'object') return saved;
  } catch {
    // unreadable: the defaults
  }
  return { left: window.innerWidth < 1300, right: false };
}

/**
 * A side panel of the table that folds to a thin strip with one button ("Show players"), so the
 * battlefield can take the whole width; the choice is remembered. `root` carries the state as
 * data-fold-left / data-fold-right for the grid.
 */
export function collapsibleSide(root: HTMLElement, side: 'left' | 'right', title: string, ...content: HTMLElement[]): HTMLElement {
  const body = h('div', { class: 'side-body' }, ...content);
  const toggle = h('button', { type: 'button', class: 'side-toggle', testid: `fold-${side}` });
  const aside = h('aside', { class: `table-${side}`, 'aria-label': title }, toggle, body);
  const apply = (isFolded: boolean) => {
    root.dataset[side === 'left' ? 'foldLeft' : 'foldRight'] = String(isFolded);
    body.hidden = isFolded;
    const arrow = (side === 'left') !== isFolded ? '«' : '»';
    toggle.textContent = isFolded ? `${arrow} ${title}` : `${arrow} Hide`;
    toggle.setAttribute('aria-expanded', String(!isFolded));
    toggle.setAttribute('aria-label', `${isFolded ? 'Show' : 'Hide'} ${title.toLowerCase()}`);
  };
  let state = folded();
  apply(state[side] === true);
  toggle.onclick = () => {
    state = { ...folded(), [side]: !(root.dataset[side === 'left' ? 'foldLeft' : 'foldRight'] === 'true') };
    try {
      localStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // not stored: the choice lasts for this page
    }
    apply(state[side] === true);
  };
  return aside;
}
