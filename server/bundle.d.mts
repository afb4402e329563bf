/** Bundle a server entry and the bot worker beside it, as production runs them (bundle.mjs). */
export function bundleServer(o: { serverDir: string; entry: string; outFile: string }): Promise<void>;
