import { h } from '../app/dom';
import { ruleLink } from '../help/rule-link';

/** How long a message stays before it fades. */
const SHOW_MS = 5000;

/** The server's (or the preview's) refusal, shown as it was said, fading after a few seconds. */
export function errorToast(): { el: HTMLElement; show(message: string, reasons?: string[], code?: string): void; dispose(): void } {
  const root = h('div', { class: 'toast', testid: 'error', data: { shown: 'false' } });
  root.setAttribute('role', 'alert');
  root.hidden = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    el: root,
    show(message, reasons = [], code) {
      root.replaceChildren(h('p', { text: message }), ...(reasons.length > 0 ? [h('ul', {}, ...reasons.map((r) => h('li', { text: r })))] : []), ...ruleLink(code));
      root.hidden = false;
      root.dataset.shown = 'true';
      root.classList.remove('fading');
      clearTimeout(timer);
      timer = setTimeout(() => {
        root.classList.add('fading');
        timer = setTimeout(() => {
          root.hidden = true;
          root.dataset.shown = 'false';
        }, 600);
      }, SHOW_MS);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
