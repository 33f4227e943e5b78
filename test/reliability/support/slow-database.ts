import { connect, createServer, type Socket } from 'node:net';

export interface SlowDatabase {
  /** Point the table client here. */
  readonly endpoint: string;
  /** Holds answers to this operation back by `delayMs`. */
  readonly operation: string;
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of DynamoDB Local that forwards every request at
 * once and holds back the answers to one operation (its `X-Amz-Target`):
 * those writes commit, their answers come late.
 */
export async function slowDatabase(
  target: string,
  operation: string,
): Promise<SlowDatabase> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    open.add(client).add(upstream);
    // One request at a time per connection: its answer follows it.
    let slow = false;
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (chunk.subarray(0, 5).toString() === 'POST ')
        slow = chunk.includes(`DynamoDB_20120810.${operation}`);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!slow || relay.delayMs === 0) client.write(chunk);
      else
        setTimeout(() => client.writable && client.write(chunk), relay.delayMs);
    });
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: relayPort } = server.address() as { port: number };
  const relay: SlowDatabase = {
    endpoint: `http://127.0.0.1:${relayPort}`,
    operation,
    delayMs: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return relay;
}
