/**
 * The partial deep match used by scenario `expect` steps (docs/architecture.md §6).
 *
 * An expectation is a tree of plain JSON. Object keys may be dotted paths (`"creatures.c1.wounds"`),
 * arrays match element by element with the same length, and objects whose keys start with `$` are
 * matchers: `$length`, `$contains`, `$absent`, `$approx` (with optional `$tolerance`).
 */

/** One place where the state differs from what the scenario expects. */
export interface Mismatch {
  path: string;
  expected: unknown;
  actual: unknown;
  /** Why it failed, when "expected X, got Y" is not the whole story. */
  reason?: string;
}

/** What the expectation tree found at one path: the value, and whether the key exists at all. */
interface Found {
  present: boolean;
  value: unknown;
}

/** Default tolerance for `$approx`, in the state's own units (millimetres for positions). */
export const APPROX_TOLERANCE = 0.01;

const MATCHER_KEYS = ['$length', '$contains', '$absent', '$approx', '$tolerance'] as const;

/** Match `actual` against a partial expectation; an empty list means it matches. */
export function matchPartial(actual: unknown, expected: unknown, path = ''): Mismatch[] {
  const out: Mismatch[] = [];
  matchAt({ present: actual !== undefined, value: actual }, expected, path, out);
  return out;
}

/** True when `actual` matches the partial expectation. */
export function matches(actual: unknown, expected: unknown): boolean {
  return matchPartial(actual, expected).length === 0;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isMatcher(v: unknown): v is Record<string, unknown> {
  return isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** Follow a dotted path from `from`; array elements are reached by numeric segments. */
function walk(from: Found, segments: string[]): Found {
  let cur = from;
  for (const seg of segments) {
    const v = cur.value;
    if (Array.isArray(v)) {
      const i = Number(seg);
      const ok = Number.isInteger(i) && i >= 0 && i < v.length;
      cur = { present: ok, value: ok ? v[i] : undefined };
    } else if (isPlainObject(v)) {
      const ok = Object.prototype.hasOwnProperty.call(v, seg) && v[seg] !== undefined; // as the state's JSON shows it
      cur = { present: ok, value: ok ? v[seg] : undefined };
    } else {
      cur = { present: false, value: undefined };
    }
  }
  return cur;
}

function matchAt(found: Found, expected: unknown, path: string, out: Mismatch[]): void {
  if (isMatcher(expected)) return matchOperators(found, expected, path, out);
  if (Array.isArray(expected)) return matchArray(found, expected, path, out);
  if (isPlainObject(expected)) return matchObject(found, expected, path, out);
  if (!found.present) {
    out.push({ path, expected, actual: undefined, reason: 'missing' });
  } else if (found.value !== expected) {
    out.push({ path, expected, actual: found.value });
  }
}

function matchObject(found: Found, expected: Record<string, unknown>, path: string, out: Mismatch[]): void {
  if (!isPlainObject(found.value)) {
    out.push({ path, expected, actual: found.value, reason: found.present ? 'not an object' : 'missing' });
    return;
  }
  for (const [key, exp] of Object.entries(expected)) {
    matchAt(walk(found, key.split('.')), exp, join(path, key), out);
  }
}

function matchArray(found: Found, expected: unknown[], path: string, out: Mismatch[]): void {
  const actual = found.value;
  if (!Array.isArray(actual)) {
    out.push({ path, expected, actual, reason: found.present ? 'not an array' : 'missing' });
    return;
  }
  if (actual.length !== expected.length) {
    out.push({ path, expected, actual, reason: `length ${actual.length}, expected ${expected.length}` });
    return;
  }
  expected.forEach((exp, i) => matchAt({ present: true, value: actual[i] }, exp, join(path, String(i)), out));
}

function matchOperators(found: Found, m: Record<string, unknown>, path: string, out: Mismatch[]): void {
  const unknown = Object.keys(m).filter((k) => !(MATCHER_KEYS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    out.push({ path, expected: m, actual: found.value, reason: `unknown matcher ${unknown.join(', ')}` });
    return;
  }
  if ('$absent' in m) {
    const wantAbsent = m.$absent !== false;
    if (wantAbsent && found.present) out.push({ path, expected: m, actual: found.value, reason: 'should be absent' });
    if (!wantAbsent && !found.present) out.push({ path, expected: m, actual: undefined, reason: 'should be present' });
  }
  if ('$length' in m) {
    const v = found.value;
    const len = Array.isArray(v) || typeof v === 'string' ? v.length : undefined;
    if (len !== m.$length) {
      out.push({ path, expected: m, actual: v, reason: len === undefined ? 'has no length' : `length ${len}, expected ${String(m.$length)}` });
    }
  }
  if ('$contains' in m) {
    const v = found.value;
    if (!Array.isArray(v)) out.push({ path, expected: m, actual: v, reason: 'not an array' });
    else if (!v.some((el) => matches(el, m.$contains))) out.push({ path, expected: m, actual: v, reason: 'no element matches' });
  }
  if ('$approx' in m) {
    const tol = typeof m.$tolerance === 'number' ? m.$tolerance : APPROX_TOLERANCE;
    const v = found.value;
    if (typeof v !== 'number' || typeof m.$approx !== 'number' || Math.abs(v - m.$approx) > tol) {
      out.push({ path, expected: m, actual: v, reason: `not within ${tol}` });
    }
  }
}

/** Short JSON for messages: long values are cut so a failure stays readable. */
export function brief(v: unknown, max = 160): string {
  if (v === undefined) return '(missing)';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** One line per mismatch: `path: expected X, got Y (reason)`. */
export function describeMismatch(m: Mismatch): string {
  const where = m.path === '' ? '(root)' : m.path;
  const why = m.reason && m.reason !== 'missing' ? ` (${m.reason})` : '';
  return `${where}: expected ${brief(m.expected)}, got ${brief(m.actual)}${why}`;
}
