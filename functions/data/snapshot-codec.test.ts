import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeSnapshot,
  encodeSnapshot,
  SNAPSHOT_FORMAT,
  sha256Of,
} from './snapshot-codec.ts';

const roundTrip = <T>(payload: T) =>
  decodeSnapshot(encodeSnapshot(payload).body) as T;

describe('snapshot codec', () => {
  it('round-trips typed arrays and plain data', () => {
    const payload = {
      name: 'p',
      slots: Int8Array.from([0, 1, -1, 2]),
      sums: Float64Array.from([1.5, 2.25]),
      list: [1, 'two', null],
    };
    const decoded = decodeSnapshot(
      encodeSnapshot(payload).body,
    ) as typeof payload;
    expect(decoded.slots).toBeInstanceOf(Int8Array);
    expect([...decoded.slots]).toEqual([0, 1, -1, 2]);
    expect(decoded.sums).toBeInstanceOf(Float64Array);
    expect([...decoded.sums]).toEqual([1.5, 2.25]);
    expect(decoded.list).toEqual([1, 'two', null]);
  });

  it('shares identical arrays after decoding', () => {
    const layout = Int8Array.from([3, 3, 1]);
    const decoded = decodeSnapshot(
      encodeSnapshot({ a: layout, b: Int8Array.from(layout) }).body,
    ) as { a: Int8Array; b: Int8Array };
    expect(decoded.a).toBe(decoded.b);
  });

  it('reads typed arrays that are views into a larger buffer', () => {
    const whole = Int8Array.from([9, 8, 7, 6]);
    const view = whole.subarray(1, 3);
    const decoded = decodeSnapshot(encodeSnapshot({ view }).body) as {
      view: Int8Array;
    };
    expect([...decoded.view]).toEqual([8, 7]);
  });

  it('round-trips the numbers JSON cannot hold, dates and undefined values', () => {
    const payload = {
      maxDemandKw: Number.POSITIVE_INFINITY,
      volumes: [100, Number.POSITIVE_INFINITY],
      low: Number.NEGATIVE_INFINITY,
      notANumber: Number.NaN,
      negativeZero: -0,
      endsOn: new Date('2027-03-31T00:00:00.000Z'),
      list: [1, undefined, 3],
      empty: [],
      emptyTyped: new Int8Array(0),
      optional: undefined,
    };
    const decoded = roundTrip(payload);
    expect(decoded.maxDemandKw).toBe(Number.POSITIVE_INFINITY);
    expect(decoded.volumes).toEqual([100, Number.POSITIVE_INFINITY]);
    expect(decoded.low).toBe(Number.NEGATIVE_INFINITY);
    expect(decoded.notANumber).toBeNaN();
    expect(Object.is(decoded.negativeZero, -0)).toBe(true);
    expect(decoded.endsOn).toBeInstanceOf(Date);
    expect(decoded.endsOn.toISOString()).toBe('2027-03-31T00:00:00.000Z');
    expect(decoded.list).toEqual([1, undefined, 3]);
    expect(decoded.list).toHaveLength(3);
    expect(decoded.empty).toEqual([]);
    expect(decoded.emptyTyped).toBeInstanceOf(Int8Array);
    expect(decoded.emptyTyped).toHaveLength(0);
    expect('optional' in decoded).toBe(true);
    expect(decoded.optional).toBeUndefined();
  });

  it('refuses what it could not give back as it was', () => {
    expect(() => encodeSnapshot({ plans: [{ byId: new Map() }] })).toThrow(
      /Map instance at \.plans\.0\.byId/,
    );
    expect(() => encodeSnapshot({ at: new Date(Number.NaN) })).toThrow(
      /invalid date at \.at/,
    );
    expect(() => encodeSnapshot({ f: () => 1 })).toThrow(/function at \.f/);
    expect(() => encodeSnapshot({ n: 1n })).toThrow(/bigint/);
  });

  it('refuses a body of another format instead of misreading it', () => {
    const older = gzipSync(JSON.stringify({ value: { a: null }, typed: [] }));
    expect(() => decodeSnapshot(older)).toThrow(
      `snapshot format 1, this reader reads ${SNAPSHOT_FORMAT}`,
    );
    const body = JSON.parse(
      gunzipSync(encodeSnapshot({ a: 1 }).body).toString('utf8'),
    );
    const newer = gzipSync(
      JSON.stringify({ ...body, format: SNAPSHOT_FORMAT + 1 }),
    );
    expect(() => decodeSnapshot(newer)).toThrow(/snapshot format 3/);
  });

  it('gives the hash of the compressed body', () => {
    const encoded = encodeSnapshot({ a: 1 });
    expect(encoded.sha256).toBe(sha256Of(encoded.body));
    expect(encoded.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
