import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Catalogue snapshots hold compiled tariffs, whose time layouts are typed
 * arrays. Plans of one network share a handful of layouts, so each
 * distinct array is written once, in a table beside the value, and every
 * use refers to it by number; read back, every use shares one array. The
 * whole is gzip-compressed JSON, parsed without a reviver (a reviver
 * costs several times the parse on large snapshots).
 */

const TYPED = {
  i8: Int8Array,
  u8: Uint8Array,
  i16: Int16Array,
  u16: Uint16Array,
  i32: Int32Array,
  u32: Uint32Array,
  f32: Float32Array,
  f64: Float64Array,
} as const;

type TypedTag = keyof typeof TYPED;
type AnyTyped = InstanceType<(typeof TYPED)[TypedTag]>;

const REF = '$typedRef';

interface Encoded {
  readonly typed: readonly { tag: TypedTag; data: string }[];
  readonly value: unknown;
}

function tagOf(value: unknown): TypedTag | undefined {
  if (!ArrayBuffer.isView(value)) return undefined;
  for (const [tag, ctor] of Object.entries(TYPED))
    if (value instanceof ctor) return tag as TypedTag;
  return undefined;
}

export interface EncodedSnapshot {
  readonly body: Buffer;
  readonly sha256: string;
}

export const sha256Of = (body: Uint8Array) =>
  createHash('sha256').update(body).digest('hex');

export function encodeSnapshot(payload: unknown): EncodedSnapshot {
  const typed: { tag: TypedTag; data: string }[] = [];
  const numbers = new Map<string, number>();
  const value = JSON.stringify(payload, (_key, value) => {
    const tag = tagOf(value);
    if (!tag) return value;
    const array = value as AnyTyped;
    const data = Buffer.from(
      array.buffer,
      array.byteOffset,
      array.byteLength,
    ).toString('base64');
    const key = `${tag}:${data}`;
    let number = numbers.get(key);
    if (number === undefined) {
      number = typed.push({ tag, data }) - 1;
      numbers.set(key, number);
    }
    return { [REF]: number };
  });
  // The table is complete only once the value is written, so it goes last.
  const body = gzipSync(`{"value":${value},"typed":${JSON.stringify(typed)}}`);
  return { body, sha256: sha256Of(body) };
}

function restore(node: unknown, arrays: readonly AnyTyped[]): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) node[i] = restore(node[i], arrays);
    return node;
  }
  const record = node as Record<string, unknown>;
  if (typeof record[REF] === 'number') {
    const array = arrays[record[REF] as number];
    if (!array)
      throw new Error(`snapshot refers to missing array ${record[REF]}`);
    return array;
  }
  for (const key in record) record[key] = restore(record[key], arrays);
  return record;
}

export function decodeSnapshot(body: Uint8Array): unknown {
  const { typed, value } = JSON.parse(
    gunzipSync(body).toString('utf8'),
  ) as Encoded;
  const arrays = typed.map(({ tag, data }) => {
    const bytes = Buffer.from(data, 'base64');
    return new TYPED[tag](new Uint8Array(bytes).buffer) as AnyTyped;
  });
  return restore(value, arrays);
}
