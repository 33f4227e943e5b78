import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot, sha256Of } from './snapshot-codec.ts';

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

  it('gives the hash of the compressed body', () => {
    const encoded = encodeSnapshot({ a: 1 });
    expect(encoded.sha256).toBe(sha256Of(encoded.body));
    expect(encoded.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
