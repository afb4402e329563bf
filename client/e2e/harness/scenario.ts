import type { Browsers } from './browser';
import type { E2eServer } from './game-server';

/** What a scenario gets: the running server, the browser, and a line printer. */
export interface Context {
  server: E2eServer;
  browsers: Browsers;
  /** Print a progress line under the scenario's name. */
  note(line: string): void;
}

/** One end-to-end scenario: it throws to fail; console errors on any of its tabs fail it too. */
export interface Scenario {
  name: string;
  run(ctx: Context): Promise<void>;
}
