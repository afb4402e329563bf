export * from './apply';
export * from './create-game';
export * from './forfeit';
export * from './legal-actions';
export * from './who-acts';
export * from './end-by-time-limit';
export * from './timeout-action';
export * from './action-kinds';
