export * from './dice';
export * from './prng';
