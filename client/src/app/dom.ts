/**
 * Attributes for `h`: `testid` sets data-testid, `text` the text, `data` data-* values, `on*`
 * functions become listeners, `value`/`checked` set the property, other values are attributes.
 */
export type Attrs = Record<string, string | number | boolean | undefined | ((e: Event) => void) | Record<string, string>>;
/** What `h` accepts as children. */
export type Child = Node | string | null | undefined | false;

/** Build an element: `h('button', { testid: 'ready', onclick: go }, 'Ready')`. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.replace(/^on/, ''), value);
    else if (typeof value === 'object') Object.assign(el.dataset, value);
    else if (key === 'testid') el.dataset.testid = String(value);
    else if (key === 'class') el.className = String(value);
    else if (key === 'text') el.textContent = String(value);
    else if (key === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value);
    else if (key === 'checked' && el instanceof HTMLInputElement) el.checked = value === true;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** A button that runs `onClick`. */
export function button(label: string, onClick: () => void, attrs: Attrs = {}): HTMLButtonElement {
  const b = h('button', { ...attrs, type: 'button', text: label });
  b.onclick = onClick;
  return b;
}

/** A `<select>` with labelled options and the current value chosen. */
export function select(testid: string, options: readonly [string, string][], value: string, onchange: (v: string) => void): HTMLSelectElement {
  const s = h('select', { testid, onchange: (e) => onchange((e.target as HTMLSelectElement).value) }, ...options.map(([v, label]) => h('option', { value: v }, label)));
  s.value = value;
  return s;
}

/** Copy text to the clipboard; says whether it worked (the page may not be allowed to). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
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
