// Import boundaries of docs/architecture.md, checked by `npm run boundaries`
// (first step of `npm test`). Each rule's comment names it and says the fix.
const path = require('node:path');
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment:
        'shared-is-pure: shared/ is the pure domain core and contracts, used by functions and web, so it imports nothing from functions/, infra/ or web/. Fix: move the code you need into shared/, or pass it in as an argument.',
      from: { path: '^shared/' },
      to: { path: '^(functions|infra|web)/' },
    },
    {
      name: 'shared-has-no-aws',
      severity: 'error',
      comment:
        'shared-has-no-aws: shared/ runs in the browser and in unit tests without AWS. Fix: keep AWS SDK and Lambda code in functions/data, functions/adapters or functions/platform.',
      from: { path: '^shared/' },
      to: {
        path: 'node_modules/(@aws-sdk|@aws-lambda-powertools|@middy|aws-cdk-lib)/',
      },
    },
    {
      name: 'shared-uses-pure-libraries',
      severity: 'error',
      comment:
        'shared-uses-pure-libraries: shared/ imports other shared/ modules and pure libraries (zod) only, so the same code runs in the browser, in Lambda and in unit tests. Fix: pass what needs Node, the AWS SDK or another runtime in as an argument from functions/ or web/, or ask before adding a pure library to this rule.',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^shared/', 'node_modules/zod/'] },
    },
    {
      name: 'handlers-are-declarations',
      severity: 'error',
      comment:
        'handlers-are-declarations: a handler only wires a route, consumer or job to a use case, so it imports only functions/platform, functions/manifest, functions/use-cases, functions/wiring (the real store, reader or source behind a port), functions/adapters (to hand a real service to a port) and shared/. Fix: move storage calls and logic into a use case and call it from the handler; take storage from functions/wiring.',
      from: { path: '^functions/handlers/' },
      to: {
        path: '^(functions|infra|web)/',
        pathNot: '^functions/(platform|manifest|use-cases|wiring|adapters)/',
      },
    },
    {
      name: 'use-cases-through-ports',
      severity: 'error',
      comment:
        'use-cases-through-ports: a use case reaches storage and outside services only through the interfaces in functions/use-cases/ports*.ts, so it can run on in-memory fakes. Fix: declare the operation on a port, implement it in functions/data (or functions/adapters), and take the port as a dependency.',
      from: { path: '^functions/use-cases/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/(data|adapters)/' },
    },
    {
      name: 'data-has-no-http',
      severity: 'error',
      comment:
        'data-has-no-http: the data layer reports what happened (WriteConflict, InvalidCursor in functions/platform/port-errors.ts), never an HTTP status. Fix: throw a domain error from functions/data and translate it in the use case or in functions/platform/middlewares/error-responses.ts.',
      // A test may drive the data layer through the HTTP chain it serves.
      from: { path: '^functions/data/', pathNot: '\\.test\\.ts$' },
      to: {
        path: [
          '^functions/platform/(errors|responses|http-handler)\\.ts$',
          '^functions/platform/middlewares/',
          'node_modules/(http-errors|@middy)/',
        ],
      },
    },
    {
      name: 'manifest-is-plain-data',
      severity: 'error',
      comment:
        'manifest-is-plain-data: functions/manifest declares routes, events, schedules and the table for both the CDK stack and the local stack, so it imports only other manifest modules and shared/. Fix: name the thing in the manifest (e.g. a TablePartition) and resolve the name where it is used (keys in functions/data/keys.ts, grants in infra).',
      from: { path: '^functions/manifest/' },
      to: {
        pathNot: ['^functions/manifest/', '^shared/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'features-use-public-entries',
      severity: 'error',
      comment:
        "features-use-public-entries: a feature's subfolders (api/, components/, hooks/, lib/) are its internals; another feature may import only a file at the root of web/src/features/<name>/. Fix: add a root-level file to that feature that exports what you need, and import that.",
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/([^/]+)/[^/]+/',
        pathNot: '^web/src/features/$1/',
      },
    },
    {
      name: 'use-cases-import-only-downward',
      severity: 'error',
      comment:
        "use-cases-import-only-downward: a use case imports shared/, the platform's errors (errors.ts, and port-errors.ts: what storage reports), other use cases and the ports; never the manifest, functions/data, functions/adapters, functions/wiring or the rest of functions/platform. Fix: take what you need as a dependency typed by a port (functions/use-cases/ports*.ts), or as a plain argument the handler passes in (e.g. a detail type or bus name read from the manifest).",
      from: { path: '^functions/use-cases/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(functions|infra|web)/',
        pathNot: [
          '^functions/use-cases/',
          '^functions/platform/(errors|port-errors)\\.ts$',
        ],
      },
    },
    {
      name: 'use-cases-use-public-modules',
      severity: 'error',
      comment:
        "use-cases-use-public-modules: another use case's public modules are the files at the root of its area (functions/use-cases/<area>/*.ts); a subfolder of an area is internal to it. Fix: add a root-level module to that area that exports what you need, and import that.",
      from: { path: '^functions/use-cases/([^/]+)/' },
      to: {
        path: '^functions/use-cases/[^/]+/[^/]+/',
        pathNot: '^functions/use-cases/$1/',
      },
    },
    {
      name: 'ports-import-only-shared',
      severity: 'error',
      comment:
        'ports-import-only-shared: the ports (functions/use-cases/ports*.ts) are the interfaces storage and services implement, so they import nothing but shared/ and each other (no package either). Fix: move the type the port needs into shared/ (or into a ports*.ts file), and have the other module import it from there.',
      from: { path: '^functions/use-cases/ports[^/]*\\.ts$' },
      to: { pathNot: ['^functions/use-cases/ports[^/]*\\.ts$', '^shared/'] },
    },
    {
      name: 'data-implements-ports',
      severity: 'error',
      comment:
        "data-implements-ports: functions/data implements the storage ports, so it imports shared/, the manifest, the use cases' ports (functions/use-cases/ports*.ts), and of the platform its ports (ports.ts: rate windows, signed-out sessions, idempotency records), what storage reports (port-errors.ts) and its config (config.ts, and the invocation deadline.ts) only; never a use case, an adapter, the wiring or the rest of the platform. Fix: move the type into functions/use-cases/ports*.ts (or shared/) and import it from there.",
      from: { path: '^functions/data/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(functions|infra|web)/',
        pathNot: [
          '^functions/(data|manifest)/',
          '^functions/use-cases/ports[^/]*\\.ts$',
          '^functions/platform/(ports|port-errors|config|deadline)\\.ts$',
        ],
      },
    },
    {
      name: 'adapters-implement-ports',
      severity: 'error',
      comment:
        "adapters-implement-ports: functions/adapters (mail, events, CDR) implement service ports, so they import shared/, the ports (functions/use-cases/ports*.ts), what storage reports (functions/platform/port-errors.ts) and the platform config (config.ts, and the invocation delivery-key.ts) only; never storage, a use case's own module, the wiring or the rest of the platform. Fix: move the type into functions/use-cases/ports*.ts (or shared/); a handler that needs storage takes it from functions/wiring.",
      from: { path: '^functions/adapters/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(functions|infra|web)/',
        pathNot: [
          '^functions/adapters/',
          '^functions/use-cases/ports[^/]*\\.ts$',
          '^functions/platform/(port-errors|config|delivery-key)\\.ts$',
        ],
      },
    },
    {
      name: 'platform-is-plumbing',
      severity: 'error',
      comment:
        'platform-is-plumbing: functions/platform is the Lambda plumbing under every other layer of functions/ (middy chains, config, errors, logging, rate limits), so it imports shared/ and manifest types only; never functions/data, a use case or its ports, an adapter or the wiring. Fix: declare what the platform needs from storage in functions/platform/ports.ts, take it as an argument (as makeHttpHandler and makeEventHandler do), and hand it the implementation in functions/wiring/.',
      from: { path: '^functions/platform/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(functions|infra|web)/',
        pathNot: ['^functions/platform/', '^functions/manifest/'],
      },
    },
    {
      name: 'platform-reads-manifest-types',
      severity: 'error',
      comment:
        'platform-reads-manifest-types: the platform may take types from functions/manifest, not its values (the wiring and the handlers read those). Fix: import the type with `import type`, or pass the value in from the handler.',
      from: { path: '^functions/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/manifest/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'wiring-is-the-composition-root',
      severity: 'error',
      comment:
        'wiring-is-the-composition-root: functions/wiring builds the real implementation behind each port for the handlers, so it imports platform, data, adapters, use cases, the manifest and shared/; nothing above it (handlers, cli, infra, web). Fix: move the code the wiring needs down into its layer.',
      from: { path: '^functions/wiring/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(functions|infra|web)/',
        pathNot:
          '^functions/(wiring|platform|data|adapters|use-cases|manifest)/',
      },
    },
    {
      name: 'constructs-read-the-manifest',
      severity: 'error',
      comment:
        'constructs-read-the-manifest: the CDK stacks (infra/constructs, infra/stacks) are built by looping over functions/manifest, and take only functions/data/keys.ts (partition patterns) and functions/platform/origin-header.ts besides. Fix: declare what the stack needs in the manifest, or in one of those two modules.',
      from: {
        path: '^infra/(constructs|stacks)/',
        pathNot: '\\.test\\.ts$',
      },
      to: {
        path: '^(functions|web)/|^infra/local/',
        pathNot: [
          '^functions/manifest/',
          '^functions/data/keys\\.ts$',
          '^functions/platform/origin-header\\.ts$',
        ],
      },
    },
    {
      name: 'web-is-not-the-server',
      severity: 'error',
      comment:
        'web-is-not-the-server: web/ (the app and its build scripts) shares code with the server only through shared/. Fix: move the value both need into shared/ (or a web/ module), and import it from there.',
      from: { path: '^web/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'web-app-on-top',
      severity: 'error',
      comment:
        'web-app-on-top: web/src/app (router, route modules, mounting) is the top of the web app; nothing in features, components or lib imports it. Fix: move the piece you need into the feature, components/ or lib/.',
      from: { path: '^web/src/(features|components|lib)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-app-imports-downward',
      severity: 'error',
      comment:
        "web-app-imports-downward: web/src/app (router, route modules, the site's frame) composes features, components and lib, and reads the site's Markdown (web/content/). Fix: move what it needs into a feature, components/ or lib/.",
      from: { path: '^web/src/app/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^web/',
        pathNot: ['^web/src/(app|features|components|lib)/', '^web/content/'],
      },
    },
    {
      name: 'features-import-downward',
      severity: 'error',
      comment:
        'features-import-downward: a feature imports components/, lib/, its own files and other features (their public entries), nothing else of web/. Fix: move what it needs into components/ or lib/, or have the route module in web/src/app pass it in.',
      from: { path: '^web/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^web/',
        pathNot: '^web/src/(features|components|lib)/',
      },
    },
    {
      name: 'components-know-no-feature',
      severity: 'error',
      comment:
        "components-know-no-feature: web/src/components are layout and UI pieces with no feature knowledge, so they import lib/ and shared/ only. Fix: pass the feature's piece in as a prop or child from the route module (web/src/app), or move the neutral part into components/ or lib/.",
      from: { path: '^web/src/components/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/', pathNot: '^web/src/(components|lib)/' },
    },
    {
      name: 'lib-imports-only-shared',
      severity: 'error',
      comment:
        'lib-imports-only-shared: web/src/lib (the API client, auth, small hooks) imports shared/ only. Fix: move the code that needs a component or feature up into that component or feature.',
      from: { path: '^web/src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/', pathNot: '^web/src/lib/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'no-circular: two modules that import each other cannot be understood, tested or split apart alone. Fix: move what both need into a third module they both import (often the types).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        'no-unresolvable: an import the checker cannot resolve is one it cannot judge. Fix: correct the path, or add its alias to package.json "imports" or web/tsconfig.json and to this config.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are not followed but stay in the graph, or the rules on
    // them (shared-has-no-aws, shared-uses-pure-libraries) could not fire.
    doNotFollow: { path: 'node_modules' },
    // The boundaries test's fixture breaks rules on purpose.
    exclude: {
      path: ['(^|/)(dist|cdk\\.out|\\.data)/', '^test/architecture/fixture/'],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    // package.json "imports" (#shared/*, #data/*, …) resolve by themselves;
    // the web's @/ alias comes from the resolve file.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    webpackConfig: {
      fileName: path.join(__dirname, '.dependency-cruiser.resolve.cjs'),
    },
    enhancedResolveOptions: {
      // Packages' "exports" maps (e.g. @aws-lambda-powertools/logger/middleware).
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
