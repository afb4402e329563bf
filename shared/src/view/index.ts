export * from './view';
export * from './events';
