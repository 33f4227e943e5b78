import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from './errors.ts';
import { validate } from './validate.ts';

describe('validate', () => {
  const schema = z.strictObject({
    name: z.string(),
    address: z.strictObject({ postcode: z.string() }),
  });

  it('names a missing or wrong field by its path', () => {
    expect(() => validate(schema, { address: { postcode: '2000' } })).toThrow(
      expect.objectContaining({ field: 'name' }),
    );
    expect(() =>
      validate(schema, { name: 'x', address: { postcode: 1 } }),
    ).toThrow(expect.objectContaining({ field: 'address.postcode' }));
  });

  it('names an unknown field itself', () => {
    const run = () =>
      validate(schema, {
        name: 'x',
        address: { postcode: '2000' },
        isAdmin: true,
      });
    expect(run).toThrow(ValidationError);
    expect(run).toThrow(expect.objectContaining({ field: 'isAdmin' }));
  });
});
