import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Run by a separate Node process: it reads pids (one a line, `-pid` to
 * forget one) from its stdin, which is a pipe from the stack. The pipe
 * closes when the stack exits in any way, kill -9 included; the watchdog
 * then stops what it still holds (SIGTERM, so DynamoDB Local closes its
 * database cleanly; SIGKILL after 5 s), so no child outlives the stack.
 */
const WATCHDOG = `
const pids = new Set();
let rest = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) {
    const n = Number(line);
    if (n > 0) pids.add(n); else if (n < 0) pids.delete(-n);
  }
});
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
process.stdin.on('close', () => {
  for (const pid of pids) { try { process.kill(pid, 'SIGTERM'); } catch {} }
  const deadline = Date.now() + 5000;
  const check = setInterval(() => {
    const left = [...pids].filter(alive);
    if (left.length && Date.now() < deadline) return;
    for (const pid of left) { try { process.kill(pid, 'SIGKILL'); } catch {} }
    clearInterval(check);
    process.exit(0);
  }, 100);
});
`;

let watchdog: ChildProcess | undefined;
const supervised = new Set<number>();

function ensureWatchdog(): ChildProcess {
  if (watchdog && watchdog.exitCode === null) return watchdog;
  const started = spawn(process.execPath, ['-e', WATCHDOG], {
    // Its own group: a Ctrl-C to the terminal's group is the stack's to handle.
    detached: true,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  started.unref();
  const stdin = started.stdin as unknown as { unref?: () => void } | null;
  stdin?.unref?.();
  started.stdin?.on('error', () => undefined);
  for (const pid of supervised) started.stdin?.write(`${pid}\n`);
  watchdog = started;
  return started;
}

/** Kills `child` when this process dies, however it dies. */
export function supervise(child: ChildProcess): void {
  const pid = child.pid;
  if (!pid) return;
  supervised.add(pid);
  ensureWatchdog().stdin?.write(`${pid}\n`);
  child.once('exit', () => {
    supervised.delete(pid);
    if (watchdog?.exitCode === null) watchdog.stdin?.write(`-${pid}\n`);
  });
}

/** Pids of the children alive now (for the stack file). */
export const supervisedPids = (): number[] => [...supervised];
