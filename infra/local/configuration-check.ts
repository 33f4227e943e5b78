import {
  configurationProblems,
  type DeclaredFunction,
} from '../config/handler-configuration.ts';

/**
 * Throws, naming each function and variable, when the environment cannot
 * serve every function: a stack that started anyway would park each event
 * of those consumers instead.
 */
export function refuseMissingConfiguration(
  functions: readonly DeclaredFunction[],
  env: Record<string, string | undefined> = process.env,
): void {
  const problems = configurationProblems(functions, env);
  if (problems.length)
    throw new Error(
      `The local stack cannot start: ${problems.length} function(s) lack configuration:\n  ${problems.join('\n  ')}`,
    );
}
