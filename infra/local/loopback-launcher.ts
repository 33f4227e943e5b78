import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** Binds DynamoDB Local to 127.0.0.1 (its own launcher has no option for that). */
const SOURCE = fileURLToPath(
  new URL('./LoopbackDynamoDbLocal.java', import.meta.url),
);
const CLASS = 'LoopbackDynamoDbLocal';

let compiling: Promise<string | undefined> | undefined;

/** Compiles the launcher into a folder named by its source and jar, once per machine. */
async function compiledOnce(jarDir: string): Promise<string | undefined> {
  const hash = createHash('sha256')
    .update(readFileSync(SOURCE))
    .update(jarDir)
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `loopback-dynamodb-${hash}`);
  if (existsSync(join(dir, `${CLASS}.class`))) return dir;
  const staging = mkdtempSync(`${dir}-`);
  try {
    // The compiler module the source launcher itself uses: no JDK needed.
    await promisify(execFile)('java', [
      '-m',
      'jdk.compiler/com.sun.tools.javac.Main',
      '-d',
      staging,
      '-cp',
      join(jarDir, 'DynamoDBLocal.jar'),
      SOURCE,
    ]);
  } catch {
    return undefined;
  }
  try {
    renameSync(staging, dir);
  } catch {
    // Another start compiled it first; theirs is the same.
  }
  return existsSync(join(dir, `${CLASS}.class`)) ? dir : undefined;
}

/**
 * The class path and main class that start DynamoDB Local on 127.0.0.1.
 * Run from source, Java compiles the launcher again at every start, about
 * a quarter of the start's CPU (docs/architecture.md, "Test tiers"); so it
 * is compiled once, and run from source only when that fails.
 */
export async function loopbackLauncher(jarDir: string): Promise<string[]> {
  compiling ??= compiledOnce(jarDir);
  const compiled = await compiling;
  return compiled
    ? ['-cp', `DynamoDBLocal.jar${delimiter}${compiled}`, CLASS]
    : ['-cp', 'DynamoDBLocal.jar', SOURCE];
}
