import '../styles/help.css';
import { h } from '../app/dom';
import { hrefOf } from '../app/router';

let open: HTMLElement | null = null;

/** Close the help popover if one is open. */
export function closeHelp(): void {
  open?.remove();
  open = null;
}

/**
 * A small dialog with a rule's explanation and a link to its section of How to play (opened in a
 * new tab, so a match in progress stays where it is). One at a time; Escape or Close dismisses it.
 */
export function showHelp(title: string, text: string, anchor: string): HTMLElement {
  closeHelp();
  const close = h('button', { type: 'button', text: 'Close', onclick: () => closeHelp() });
  const dialog = h('div', { class: 'help-popover', role: 'dialog', 'aria-label': title, testid: 'help-popover' },
    h('h3', { text: title }),
    h('p', { text }),
    h('div', { class: 'buttons' },
      h('a', { href: hrefOf({ name: 'howToPlay', anchor }), target: '_blank', rel: 'noopener', text: 'Read the rule in How to play' }),
      close));
  dialog.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') closeHelp();
  });
  document.body.append(dialog);
  open = dialog;
  close.focus();
  return dialog;
}

/** The "?" button that opens a help popover. */
export function helpButton(label: string, title: string, text: string, anchor: string): HTMLButtonElement {
  return h('button', { type: 'button', class: 'help-q', 'aria-label': label, title: label, text: '?', onclick: () => void showHelp(title, text, anchor) });
}
