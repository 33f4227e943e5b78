import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Catalogue snapshots hold compiled tariffs, whose time layouts are typed
 * arrays. Plans of one network share a handful of layouts, so each
 * distinct array is written once, in a table beside the value, and every
 * use refers to it by number; read back, every use shares one array. The
 * whole is gzip-compressed JSON, parsed without a reviver (a reviver
 * costs several times the parse on large snapshots).
 *
 * What plain JSON would lose is tagged instead: infinities and NaN (an
 * uncapped demand or an unbounded last block is `Infinity`), dates and
 * `undefined` (a key set to it stays set). Anything else it cannot round-trip (a Map, a
 * class instance, a function) is refused when written, so a snapshot
 * decodes to exactly what was compiled (docs/catalogue.md).
 */

/**
 * The encoding's version. A body of any other version is refused when
 * read, so a reader never misreads an older snapshot: it rebuilds the
 * partition from the table and logs why.
 */
export const SNAPSHOT_FORMAT = 2;

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
const NUMBER = '$number';
const DATE = '$date';
const UNDEFINED = '$undefined';

interface Encoded {
  readonly format?: unknown;
  readonly typed: readonly { tag: TypedTag; data: string }[];
  readonly value: unknown;
}

/** A number JSON cannot hold (±Infinity, NaN, -0), as its name. */
function tagNumber(value: number): unknown {
  if (Number.isFinite(value) && !Object.is(value, -0)) return value;
  return { [NUMBER]: Object.is(value, -0) ? '-0' : String(value) };
}

const plainPrototypes = new Set<unknown>([Object.prototype, null]);

/** Refuses what would not come back as it went in. */
function refuse(path: string, what: string): never {
  throw new TypeError(`snapshot cannot hold ${what} at ${path || 'the top'}`);
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
  const paths = new WeakMap<object, string>();
  const value = JSON.stringify(payload, function (this: unknown, name, value) {
    const holder = this as Record<string, unknown>;
    const parentPath = paths.get(holder as object) ?? '';
    const path = name === '' ? '' : `${parentPath}.${name}`;
    const raw = holder[name];
    if (typeof raw === 'number') return tagNumber(raw);
    if (raw instanceof Date) {
      if (Number.isNaN(raw.getTime())) refuse(path, 'an invalid date');
      return { [DATE]: raw.toISOString() };
    }
    if (raw === undefined) return { [UNDEFINED]: 1 };
    if (typeof raw === 'function' || typeof raw === 'symbol')
      refuse(path, `a ${typeof raw}`);
    if (typeof raw === 'bigint') refuse(path, 'a bigint');
    const tag = tagOf(value);
    if (!tag) {
      if (typeof raw === 'object' && raw !== null) {
        if (
          !Array.isArray(raw) &&
          !plainPrototypes.has(Object.getPrototypeOf(raw))
        )
          refuse(path, `a ${raw.constructor?.name ?? 'class'} instance`);
        paths.set(raw, path);
      }
      return value;
    }
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
  const body = gzipSync(
    `{"format":${SNAPSHOT_FORMAT},"value":${value},"typed":${JSON.stringify(typed)}}`,
  );
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
  if (typeof record[NUMBER] === 'string') return Number(record[NUMBER]);
  if (typeof record[DATE] === 'string') return new Date(record[DATE]);
  if (record[UNDEFINED] === 1) return undefined;
  for (const key in record) record[key] = restore(record[key], arrays);
  return record;
}

/** Decodes a snapshot; throws for one of another format or a broken one. */
export function decodeSnapshot(body: Uint8Array): unknown {
  const { format, typed, value } = JSON.parse(
    gunzipSync(body).toString('utf8'),
  ) as Encoded;
  if (format !== SNAPSHOT_FORMAT)
    throw new Error(
      `snapshot format ${String(format ?? 1)}, this reader reads ${SNAPSHOT_FORMAT}`,
    );
  const arrays = typed.map(({ tag, data }) => {
    const bytes = Buffer.from(data, 'base64');
    return new TYPED[tag](new Uint8Array(bytes).buffer) as AnyTyped;
  });
  return restore(value, arrays);
}
