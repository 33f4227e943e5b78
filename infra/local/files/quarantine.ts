import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Moves an unreadable file into `quarantineDir` with a warning, so
 * start-up goes on and the bytes stay for a person to look at.
 */
export async function quarantine(
  file: string,
  quarantineDir: string,
  reason: unknown,
): Promise<void> {
  await mkdir(quarantineDir, { recursive: true });
  const target = join(quarantineDir, stamped(file));
  await rename(file, target);
  warn(file, target, reason);
}

const stamped = (file: string) =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${basename(file)}`;

const warn = (file: string, target: string, reason: unknown) =>
  console.warn(
    `[files] ${file} could not be read (${String(reason)}); moved to ${target}`,
  );

/** Where a file under `dir` is quarantined: `<dir>/../quarantine`. */
export const quarantineFor = (dir: string) => join(dirname(dir), 'quarantine');

/**
 * Reads and parses a JSON file; an empty, torn or invalid one is
 * quarantined and `undefined` comes back. A missing one is `undefined`.
 */
export async function readJsonOrQuarantine<T>(
  file: string,
  quarantineDir: string,
  parse: (value: unknown) => T = (value) => value as T,
): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return parse(JSON.parse(text));
  } catch (error) {
    await quarantine(file, quarantineDir, error);
    return undefined;
  }
}

/** `readJsonOrQuarantine` for start-up code that cannot wait. */
export function readJsonOrQuarantineSync<T>(
  file: string,
  quarantineDir: string,
  parse: (value: unknown) => T = (value) => value as T,
): T | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return parse(JSON.parse(text));
  } catch (error) {
    mkdirSync(quarantineDir, { recursive: true });
    const target = join(quarantineDir, stamped(file));
    renameSync(file, target);
    warn(file, target, error);
    return undefined;
  }
}
