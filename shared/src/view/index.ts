export * from './view';
export * from './events';
export * from './preview-state';
export * from './describe-event';
export * from './roll-rule';
