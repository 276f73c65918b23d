/**
 * The layers of the code (docs/architecture.md), as eslint-plugin-boundaries enforces them in
 * `npm run lint`: every import points down (or stays in its layer), so an upward import fails CI.
 * tests/int/layering.int.spec.ts lints deliberate violations to show each rule fires.
 */

// Which folder is which layer. The first pattern that matches a file decides.
export const elements = [
  // Wiring: starts and assembles everything, so it may import anything.
  {
    type: 'app',
    pattern: ['src/app', 'src/siteGenerator', 'scripts', 'tests', 'migrations', 'examples'],
    partialMatch: false,
  },
  {
    type: 'app',
    mode: 'file',
    pattern: [
      '*.config.{ts,mjs}',
      'eslint.layers.mjs',
      'src/{main,web,server,cluster,plugin}.ts',
      '**/*.spec.ts',
    ],
  },
  // Doors: how people and programs reach the services.
  { type: 'endpoints', pattern: 'endpoints', partialMatch: false },
  { type: 'site', pattern: 'site', partialMatch: false },
  { type: 'admin', pattern: 'admin-views', partialMatch: false },
  { type: 'http', pattern: 'src/http', partialMatch: false },
  // Services: the domain's operations, by subject, and the job types that run them in the background
  // (src/jobs/types); src/ai is the AI machinery beneath src/services/ai; src/jobs the queue beneath
  // both (docs/jobs.md).
  { type: 'services', pattern: ['src/services', 'src/jobs/types'], partialMatch: false },
  { type: 'ai', pattern: 'src/ai', partialMatch: false },
  { type: 'jobs', pattern: 'src/jobs', partialMatch: false },
  // Data: the collections (fields, access, hooks), sessions, and the one way past the Local API.
  { type: 'data', pattern: ['collections', 'src/data', 'src/auth'], partialMatch: false },
  // Shared: pure code and settings that every layer may use; it imports nothing above.
  {
    type: 'shared',
    pattern: [
      'src/schemas',
      'src/render',
      'src/html',
      'src/editor',
      'src/config',
      'src/utilities',
      'src/cache',
    ],
    partialMatch: false,
  },
  { type: 'shared', mode: 'file', pattern: 'src/payload-types.ts' },
]

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } })

// The domain errors (src/services/errors.ts) are the services' vocabulary; src/ai throws them too.
const domainErrors = { to: { element: { type: 'services', fileInternalPath: 'errors.ts' } } }

export const policies = [
  { from: { element: { type: 'app' } }, allow: { to: { element: { type: '*' } } } },
  {
    from: { element: { type: 'endpoints' } },
    allow: to('endpoints', 'http', 'services', 'ai', 'jobs', 'data', 'shared'),
  },
  { from: { element: { type: 'site' } }, allow: to('site', 'http', 'shared') },
  // Site pages, components and loaders reach the services at run time only through
  // `pageContext.services` (site/server/siteServices.ts): a page that imported one would get a second
  // copy of its module, and of its caches, in Vite's graph. Of the services they may know the types.
  {
    from: { element: { type: 'site' } },
    allow: { ...to('services'), dependency: { kind: 'type' } },
  },
  {
    from: { element: { type: 'site' } },
    disallow: { ...to('services'), dependency: { kind: 'value' } },
    message:
      'site pages reach the services through pageContext.services and import only their types (see site/server/siteServices.ts)',
  },
  // The site's server side wires the services in: the page handler, sitemaps, media, siteServices.ts.
  { from: { element: { type: 'site', fileInternalPath: 'server/**' } }, allow: to('services') },
  { from: { element: { type: 'admin' } }, allow: to('admin', 'shared') },
  // The admin runs in the browser: of the server it may know the shapes of the progress messages.
  {
    from: { element: { type: 'admin' } },
    allow: {
      to: { element: { type: 'jobs', fileInternalPath: 'progress/types.ts' } },
      dependency: { kind: 'type' },
    },
  },
  {
    from: { element: { type: 'http' } },
    allow: to('http', 'services', 'ai', 'jobs', 'data', 'shared'),
  },
  {
    from: { element: { type: 'services' } },
    allow: to('services', 'ai', 'jobs', 'data', 'shared'),
  },
  { from: { element: { type: 'ai' } }, allow: to('ai', 'jobs', 'data', 'shared') },
  { from: { element: { type: 'ai' } }, allow: domainErrors },
  { from: { element: { type: 'jobs' } }, allow: to('jobs', 'data', 'shared') },
  { from: { element: { type: 'data' } }, allow: to('data', 'shared') },
  { from: { element: { type: 'shared' } }, allow: to('shared') },
]
