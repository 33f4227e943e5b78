import { pointAtStackTable } from './handler-env.ts';

/**
 * Runs before each file of the integration project, whose files share
 * their worker's process and modules (vitest.config.ts): every file starts
 * from the worker's first environment, pointed at the stack's table,
 * whatever the file before it set (a table of its own, an endpoint).
 */
const worker = globalThis as { firstEnvironment?: NodeJS.ProcessEnv };
worker.firstEnvironment ??= { ...process.env };
const first = worker.firstEnvironment;
for (const name of Object.keys(process.env)) {
  if (!(name in first)) delete process.env[name];
}
Object.assign(process.env, first);
pointAtStackTable();
