export * from './how-to-play';
export * from './decision-help';
export * from './rejection-rules';
export * from './glossary-terms';
export * from './diagrams';
export * from './quest-how-to-play';
