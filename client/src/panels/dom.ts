/** Attributes `el` sets: a class, a test id, text, a tooltip, data-* values. */
export interface ElOptions {
  class?: string;
  testid?: string;
  text?: string;
  title?: string;
  data?: Record<string, string>;
}

/** A new element with options and children. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, o: ElOptions = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (o.class) e.className = o.class;
  if (o.testid) e.dataset.testid = o.testid;
  if (o.text !== undefined) e.textContent = o.text;
  if (o.title) e.title = o.title;
  if (o.data) for (const [k, v] of Object.entries(o.data)) e.dataset[k] = v;
  e.append(...children);
  return e;
}

/** A button that runs `onClick`. */
export function button(label: string, onClick: () => void, o: ElOptions = {}): HTMLButtonElement {
  const b = el('button', { ...o, text: label });
  b.type = 'button';
  b.onclick = onClick;
  return b;
}

const keys = new WeakMap<Element, string>();

/**
 * Rebuild `host`'s children only when `key` changed since the last call: snapshots arrive often
 * and most of them change little, so each panel names what its content depends on.
 */
export function patch(host: Element, key: string, build: () => (Node | string)[]): void {
  if (keys.get(host) === key) return;
  keys.set(host, key);
  host.replaceChildren(...build());
}

/** Set an element's text only when it differs (no layout work for an unchanged clock). */
export function setText(e: Element, text: string): void {
  if (e.textContent !== text) e.textContent = text;
}
