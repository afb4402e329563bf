/**
 * The shape of the rules engine (docs/architecture.md): shared/src is laid out in layers, and a file
 * imports only from its own layer or the layers below it, never in a cycle. `npm run lint:deps` checks
 * it, and `npm test` runs that first.
 */

/** Bottom to top; each entry is one layer: its folders under shared/src. */
const LAYERS = [
  { name: 'basics', folders: ['geometry', 'random'] },
  { name: 'data', folders: ['cards', 'protocol', 'state', 'help'] },
  { name: 'queries', folders: ['queries'] },
  { name: 'primitives', folders: ['primitives'] },
  { name: 'keywords', folders: ['keywords'] },
  { name: 'rules', folders: ['rules'] },
  { name: 'engine', folders: ['engine'] },
  { name: 'view', folders: ['view'] },
  { name: 'tools', folders: ['bots', 'scenario', 'tutorial'] },
  { name: 'cli', folders: ['cli'] },
];

const SRC = '^shared/src/';
const inFolders = (folders) => `${SRC}(${folders.join('|')})/`;
// Tests and benchmarks sit beside the code they exercise and may build a game with the engine.
const NOT_A_TEST = '\\.(test|fuzz\\.test|bench)\\.ts$';

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.name}-imports-upward`,
  comment: `${layer.name} (${layer.folders.join(', ')}) may import only from its own layer or below (docs/architecture.md).`,
  severity: 'error',
  from: { path: inFolders(layer.folders), pathNot: NOT_A_TEST },
  to: { path: inFolders(LAYERS.slice(i + 1).flatMap((l) => l.folders)) },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle in shared/src: a module must not need itself through other modules, not even for types (docs/architecture.md).',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    ...upward,
    {
      name: 'only-known-folders',
      comment: 'Every folder of shared/src belongs to a layer: add a new folder to LAYERS in .dependency-cruiser.cjs and docs/architecture.md.',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}index\\.ts$|${inFolders(LAYERS.flatMap((l) => l.folders))}` },
      to: {},
    },
    {
      name: 'no-barrel-from-inside',
      comment: 'shared/src/index.ts is the public API for the server, the client and the bots; the engine itself imports the module it needs.',
      severity: 'error',
      from: { path: SRC, pathNot: NOT_A_TEST },
      to: { path: `${SRC}index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // Type-only imports count: a layer does not name the types of the layers above it either.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
