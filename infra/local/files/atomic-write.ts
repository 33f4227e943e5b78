import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Attempts before a write is reported as failed. */
const ATTEMPTS = 3;

async function writeOnce(file: string, data: string): Promise<void> {
  const temp = join(dirname(file), `.${Date.now()}-${crypto.randomUUID()}.tmp`);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename itself is durable only once the folder is synced.
  const folder = await open(dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Replaces `file` with `data` so a crash leaves the old or the new content,
 * never a torn file: a synced temporary file renamed over it. Retried a few
 * times; rejects with every attempt's cause when all fail.
 */
export async function writeFileAtomic(
  file: string,
  data: string,
): Promise<void> {
  const errors: unknown[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await writeOnce(file, data);
    } catch (error) {
      errors.push(error);
      await new Promise((r) => setTimeout(r, 20 * attempt));
    }
  }
  throw new AggregateError(errors, `could not write ${file}`);
}

/** Removes `file` and syncs its folder, so the removal survives a crash. */
export async function removeFileDurably(file: string): Promise<void> {
  await rm(file, { force: true });
  const folder = await open(dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
