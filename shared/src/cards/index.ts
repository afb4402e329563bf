/** The card data layer: schema, keywords, the card pool, deck rules, precons and generated text. */
export * from './schema';
export * from './keywords';
export { KeywordSchema, type Keyword, type ConcentrationSpend, type ConcentrationSpendInput } from './effects';
export * from './registry';
export * from './deck-rules';
export * from './decks';
export * from './keyword-text';
export * from './text';
export * from './deck-code';
