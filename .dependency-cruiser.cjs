// The layer rules of docs/contributing.md, checked by dependency-cruiser (`npm run lint:deps`, a step of the test
// gate). Each third-party service has one owner in src/; the sandbox and the tests stand outside the app and may use
// them directly.
const owner = (name, pkg, home, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: '^(src|sw)/', pathNot: home },
  to: { path: `(^|/)node_modules/${pkg}/` },
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules depend on each other one way only.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    owner('firebase-in-lib-realtime', '(firebase|@firebase)', '^src/lib/realtime/', 'Only lib/realtime talks to the realtime database.'),
    owner('idb-in-lib-db', 'idb', '^src/lib/db/', 'Only lib/db opens IndexedDB.'),
    owner('openapi-fetch-in-lib-api', 'openapi-fetch', '^src/lib/api/', 'REST calls go through lib/api.'),
    owner('rosetta-in-lib-i18n', 'rosetta', '^src/lib/i18n/', 'Texts go through lib/i18n.'),
    owner('workbox-window-in-lib-pwa', 'workbox-window', '^src/lib/pwa/', 'Only lib/pwa registers the service worker.'),
    owner('headless-ui-in-components-ui', '@headlessui/react', '^src/components/ui/', 'Headless UI is wrapped by components/ui.'),
    owner('dayjs-in-domain-dates', 'dayjs', '^src/domain/dates[.]ts$', 'Dates go through domain/dates, which sets dayjs up once.'),
    {
      name: 'pwa-register-in-lib-pwa',
      comment: "vite-plugin-pwa's registration module (workbox-window underneath) belongs to lib/pwa.",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/lib/pwa/'] },
      to: { path: '^virtual:pwa-register' },
    },
    {
      name: 'ui-imports-no-app-state',
      comment: 'components/ui are primitives: no store, API or feature.',
      severity: 'error',
      from: { path: '^src/components/ui/' },
      to: { path: '^src/(stores|lib/api|features|app)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain holds pure rules: no React, store or lib; the types generated from the contract are allowed.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '[.]test[.]tsx?$' },
      to: {
        path: ['^src/(stores|lib|features|app|components)/', '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|valtio)/'],
        pathNot: '^src/lib/api/schema[.]gen[.]ts$',
      },
    },
    {
      name: 'feature-keeps-to-itself',
      comment: "A feature does not import another feature's files; share through components/ui, stores or domain.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'worker-imports-only-domain',
      comment:
        'The service worker shares only pure rules and data with the page (src/domain, and the text tables of lib/i18n for its alerts), never React, stores or libs.',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^src/', pathNot: ['^src/domain/', '^src/lib/i18n/[a-z-]+[.](en|ar)[.]ts$'] },
    },
    {
      name: 'app-never-imports-sandbox',
      comment: 'The sandbox stands in for the backend; the app reaches it only over HTTP.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^sandbox/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (a typo or a missing package).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'metadata' },
  },
}
