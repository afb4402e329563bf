import type { Activation } from './types';

/**
 * A creature's activation as it starts, and its copy: both in one shape, the Persecution fields
 * present (undefined until a kill opens one) in the order the rules first set them, so that every
 * activation shares one hidden class in V8 and a state's JSON is what it was (cards/uniform-shape.ts).
 */
export function newActivation(creature: string): Activation {
  return { creature, moved: false, ran: false, melees: 0, finished: false, persecutionOpen: undefined, persecutionMoved: undefined, persecutionsUsed: undefined };
}

export function copyActivation(a: Activation): Activation {
  return {
    creature: a.creature,
    moved: a.moved,
    ran: a.ran,
    melees: a.melees,
    finished: a.finished,
    persecutionOpen: a.persecutionOpen,
    persecutionMoved: a.persecutionMoved,
    persecutionsUsed: a.persecutionsUsed,
  };
}
