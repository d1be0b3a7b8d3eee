// The one-way imports of docs/ARCHITECTURE.md §1, checked on resolved paths by `npm run lint`.
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'contract-is-pure',
    comment:
      'The contract shared by browser and server holds data, rules and zod schemas: it imports only itself and zod.',
    severity: 'error',
    from: { path: '^contract/', pathNot: '\\.test\\.ts$' },
    to: { pathNot: ['^contract/', '^node_modules/zod/'] },
  },
  {
    name: 'contract-tests-stay-in-the-contract',
    severity: 'error',
    from: { path: '^contract/.*\\.test\\.ts$' },
    to: { pathNot: ['^contract/', '^node_modules/(zod|vitest|@vitest)/'] },
  },
  {
    name: 'render-core-is-pure',
    comment: 'render-core imports nothing of ours and no UI, DOM or network library.',
    severity: 'error',
    from: { path: '^render-core/', pathNot: '\\.test\\.ts$' },
    to: {
      pathNot: ['^render-core/', '^node_modules/'],
    },
  },
  {
    name: 'render-core-tests-stay-in-the-engine',
    comment: 'Tests beside engine code may use Node built-ins (files, hashes), nothing else of ours.',
    severity: 'error',
    from: { path: '^render-core/.*\\.test\\.ts$' },
    to: { pathNot: ['^render-core/', '^node_modules/'], dependencyTypesNot: ['core'] },
  },
  {
    name: 'render-core-no-ui-libraries',
    severity: 'error',
    from: { path: '^render-core/' },
    to: { path: '^node_modules/(react|react-dom|konva|react-konva|hono|drizzle-orm|idb-keyval)/' },
  },
  {
    name: 'workers-only-use-render-core',
    comment: 'Workers are thin entries over render-core: no UI, no server.',
    severity: 'error',
    from: { path: '^workers/', pathNot: ['\\.test\\.ts$', '-node\\.ts$'] },
    // virtual:human-models: the face model files the build serves (scripts/vite-human-models.ts).
    to: { pathNot: ['^workers/', '^render-core/', '^contract/', '^node_modules/', '^virtual:'] },
  },
  {
    name: 'worker-node-shells-use-node-and-the-engine',
    comment: 'workers/*-node.ts run a worker core in Node (tests, benches): Node built-ins allowed.',
    severity: 'error',
    from: { path: '^workers/.*-node\\.ts$' },
    to: {
      pathNot: ['^workers/', '^render-core/', '^contract/', '^node_modules/'],
      dependencyTypesNot: ['core'],
    },
  },
  {
    name: 'worker-tests-stay-in-the-workers',
    severity: 'error',
    from: { path: '^workers/.*\\.test\\.ts$' },
    to: {
      pathNot: ['^workers/', '^render-core/', '^contract/', '^node_modules/'],
      dependencyTypesNot: ['core'],
    },
  },
  {
    name: 'server-never-imports-ui',
    severity: 'error',
    from: { path: '^server/' },
    to: { path: '^(src|commerce|marketing|workers)/' },
  },
  {
    name: 'ui-talks-to-server-over-http',
    comment: 'The UI may import server types (for the typed client), never server code.',
    severity: 'error',
    from: { path: '^(src|commerce|marketing)/' },
    to: { path: '^server/', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'marketing-is-its-own-site',
    severity: 'error',
    from: { path: '^marketing/' },
    to: { path: '^(src|commerce)/' },
  },
  {
    name: 'only-the-router-mounts-commerce',
    comment: 'The app shell reaches commerce only to register its routes.',
    severity: 'error',
    from: { path: '^src/', pathNot: '^src/app/' },
    to: { path: '^commerce/' },
  },
  {
    name: 'features-stand-alone',
    comment:
      "A feature imports no other feature: what several features use lives in the shared layers of src/ (docs/ARCHITECTURE.md §1). A feature opens another's screen by its route; its own modals it opens by component (src/ui/modals).",
    severity: 'error',
    from: { path: '^src/features/([^/]+)/' },
    to: { path: '^src/features/', pathNot: '^src/features/$1/' },
  },
  {
    name: 'commerce-uses-only-shared-layers',
    comment:
      "commerce/ is its own top-level folder: it imports itself, the contract and the shared layers of src/, never a feature's insides.",
    severity: 'error',
    from: { path: '^commerce/' },
    to: {
      path: '^src/',
      pathNot:
        '^src/(ui|api|auth|i18n|photos|places|print|catalog|state|errors|analytics|conversion|flags|styles)/',
    },
  },
  {
    name: 'no-circular',
    severity: 'error',
    from: {},
    to: { circular: true, dependencyTypesNot: ['type-only'] },
  },
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^dist/|^data/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
