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
      name: 'handlers-are-declarations',
      severity: 'error',
      comment:
        'handlers-are-declarations: a handler only wires a route, consumer or job to a use case, so it imports only functions/platform, functions/manifest, functions/use-cases, functions/adapters (to hand a real service to a port) and shared/. Fix: move storage calls and logic into a use case and call it from the handler.',
      from: { path: '^functions/handlers/' },
      to: {
        path: '^(functions|infra|web)/',
        pathNot: '^functions/(platform|manifest|use-cases|adapters)/',
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
        'data-has-no-http: the data layer reports what happened (WriteConflict, InvalidCursor in functions/use-cases/port-errors.ts), never an HTTP status. Fix: throw a domain error from functions/data and translate it in the use case or in functions/platform/middlewares/error-responses.ts.',
      from: { path: '^functions/data/' },
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
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        'no-unresolvable: an import the checker cannot resolve is one it cannot judge. Fix: correct the path, or add its alias to package.json "imports" or web/tsconfig.json and to this config.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The boundaries test's fixture breaks a rule on purpose.
    exclude: {
      path: [
        '(^|/)(node_modules|dist|cdk\\.out|\\.data)/',
        '^test/architecture/fixture/',
      ],
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
