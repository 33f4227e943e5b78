import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { consumers, streamPublisher } from '#manifest/events';
import { queues } from '#manifest/queues';
import { routes, type TableAccess } from '#manifest/routes';
import { schedules } from '#manifest/schedules';
import {
  type ConfigGroup,
  configGroups,
  configProblem,
  missingVariables,
} from '#platform/config';

const repoRoot = resolve(import.meta.dirname, '../..');
const handlersRoot = resolve(repoRoot, 'functions/handlers');

/** The package's `#name/*` import aliases (package.json `imports`). */
const aliases = Object.entries(
  (
    JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as {
      imports: Record<string, string>;
    }
  ).imports,
).map(([from, to]) => [from.replace('*', ''), to] as const);

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
const configPattern = /\bconfig\(\s*'([a-z]+)'\s*\)/g;

/** A module of this repository that `specifier` names, or undefined. */
function resolveLocal(specifier: string, from: string): string | undefined {
  let path: string | undefined;
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (alias)
    path = resolve(
      repoRoot,
      alias[1].replace('*', specifier.slice(alias[0].length)),
    );
  else if (specifier.startsWith('.')) path = resolve(dirname(from), specifier);
  if (!path) return undefined;
  const withTs = path.endsWith('.ts') ? path : `${path}.ts`;
  return existsSync(withTs) ? withTs : undefined;
}

const groupsCache = new Map<string, readonly ConfigGroup[]>();

/**
 * The configuration groups a handler reads (its `config('…')` calls and
 * those of every repository module it imports), read from the source the
 * way the bundler follows it, so the stacks can check a function's
 * environment before it ever runs.
 */
export function configGroupsOf(handlerEntry: string): readonly ConfigGroup[] {
  const known = groupsCache.get(handlerEntry);
  if (known) return known;
  const seen = new Set<string>();
  const groups = new Set<ConfigGroup>();
  const pending = [resolve(handlersRoot, `${handlerEntry}.ts`)];
  if (!existsSync(pending[0] as string))
    throw new Error(`No handler module ${handlerEntry}`);
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, group] of source.matchAll(configPattern))
      if ((configGroups as string[]).includes(group as string))
        groups.add(group as ConfigGroup);
    for (const [, fromClause, dynamic] of source.matchAll(importPattern)) {
      const next = resolveLocal((fromClause ?? dynamic) as string, file);
      if (next && !seen.has(next)) pending.push(next);
    }
  }
  const result = configGroups.filter((g) => groups.has(g));
  groupsCache.set(handlerEntry, result);
  return result;
}

/** A function as the manifest declares it: its id and handler module. */
export interface DeclaredFunction {
  readonly id: string;
  readonly handler: string;
  /** Routes only: the staff check, which reads `auth`, runs on staff routes. */
  readonly access?: 'public' | 'staff';
  /** `none`: the table's name is read only by a call to it, never made. */
  readonly table?: TableAccess;
}

/**
 * The groups a declared function reads. Every route's module includes the
 * staff check and the rate limit (`functions/platform/http-handler.ts`),
 * but the staff check reads its settings only on a staff route, and the
 * table's name is read only when the table is called.
 */
export function configGroupsOfFunction(
  fn: DeclaredFunction,
): readonly ConfigGroup[] {
  return configGroupsOf(fn.handler).filter(
    (g) =>
      !(g === 'auth' && fn.access === 'public') &&
      !(g === 'table' && fn.table === 'none'),
  );
}

/**
 * What the environment lacks for these functions, one line per function
 * and group (`SendCallbackEmail: Missing or invalid configuration (site):
 * SITE_URL`); empty when every one can run.
 */
export function configurationProblems(
  functions: readonly DeclaredFunction[],
  env: Record<string, string | undefined> = process.env,
): string[] {
  return functions.flatMap((fn) =>
    configGroupsOfFunction(fn).flatMap((group) => {
      const problem = configProblem(group, env);
      return problem ? [`${fn.id}: ${problem}`] : [];
    }),
  );
}

/**
 * The variables a function given only `present` would lack, for the CDK
 * stack, where values are tokens and only their presence can be checked.
 */
export function missingEnvironment(
  fn: DeclaredFunction,
  present: ReadonlySet<string>,
): string[] {
  return configGroupsOfFunction(fn).flatMap((group) =>
    missingVariables(group, present),
  );
}

/** Every function the manifest declares, as both stacks build them. */
export const manifestFunctions: readonly DeclaredFunction[] = [
  ...routes,
  ...consumers,
  ...queues,
  ...schedules,
  streamPublisher,
];
