import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Catalogue snapshots hold compiled tariffs, whose time layouts are typed
 * arrays. They travel as gzip-compressed JSON with each typed array as a
 * tagged base64 string; on the way back identical arrays are shared, as
 * most plans of a network use the same few layouts.
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

const TAG = '$typed';

function tagOf(value: unknown): TypedTag | undefined {
  for (const [tag, ctor] of Object.entries(TYPED))
    if (value instanceof ctor) return tag as TypedTag;
  return undefined;
}

function replacer(_key: string, value: unknown): unknown {
  const tag = tagOf(value);
  if (!tag) return value;
  const array = value as AnyTyped;
  const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  return { [TAG]: tag, data: bytes.toString('base64') };
}

function reviverWithInterning() {
  const seen = new Map<string, AnyTyped>();
  return (_key: string, value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || !(TAG in value))
      return value;
    const { [TAG]: tag, data } = value as { $typed: TypedTag; data: string };
    const key = `${tag}:${data}`;
    const shared = seen.get(key);
    if (shared) return shared;
    const bytes = Buffer.from(data, 'base64');
    const copy = new Uint8Array(bytes).buffer;
    const array = new TYPED[tag](copy) as AnyTyped;
    seen.set(key, array);
    return array;
  };
}

export interface EncodedSnapshot {
  readonly body: Buffer;
  readonly sha256: string;
}

export function encodeSnapshot(payload: unknown): EncodedSnapshot {
  const body = gzipSync(JSON.stringify(payload, replacer));
  return { body, sha256: sha256Of(body) };
}

export const sha256Of = (body: Uint8Array) =>
  createHash('sha256').update(body).digest('hex');

export function decodeSnapshot(body: Uint8Array): unknown {
  return JSON.parse(gunzipSync(body).toString('utf8'), reviverWithInterning());
}
