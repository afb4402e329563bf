/** Attributes for `h`: `testid` sets data-testid, `on*` functions become listeners, other strings attributes. */
export type Attrs = Record<string, string | number | boolean | undefined | ((e: Event) => void)>;
/** What `h` accepts as children. */
export type Child = Node | string | null | undefined | false;

/** Build an element: `h('button', { testid: 'ready', onclick: go }, 'Ready')`. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.replace(/^on/, ''), value);
    else if (key === 'testid') el.dataset.testid = String(value);
    else if (key === 'class') el.className = String(value);
    else if (key === 'value' && 'value' in el) (el as HTMLInputElement).value = String(value);
    else if (key === 'checked' && el instanceof HTMLInputElement) el.checked = value === true;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
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

/** A `<select>` with labelled options and the current value chosen. */
export function select(testid: string, options: readonly [string, string][], value: string, onchange: (v: string) => void): HTMLSelectElement {
  const s = h('select', { testid, onchange: (e) => onchange((e.target as HTMLSelectElement).value) }, ...options.map(([v, label]) => h('option', { value: v }, label)));
  s.value = value;
  return s;
}
