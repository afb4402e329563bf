/**
 * The key under which a working state, while the rules change it, holds the state it was copied from
 * (copy on write, primitives/copy-on-write.ts). A symbol: JSON, `Object.keys` and `for … in` leave it
 * out, so it is no part of the game's data.
 */
export const COPIED_FROM: unique symbol = Symbol('copiedFrom');
