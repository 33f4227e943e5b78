import { describe, expect, it } from 'vitest';
import type { CompareResponse } from '#shared/contracts/compare';
import { callbackForm } from '#test-support/builders';
import { call, type ErrorBody } from '#test-support/http';

/** Each control character that could end a header line or hide in one. */
const injections = [
  ['CR LF', '\r\nBcc: victim@example.com'],
  ['LF', '\nBcc: victim@example.com'],
  ['CR', '\rBcc: victim@example.com'],
  ['NUL', '\u0000Bcc: victim@example.com'],
  ['a Unicode line separator', '\u2028Bcc: victim@example.com'],
] as const;

const unique = () => Math.random().toString(36).slice(2, 10);

async function aPlanId(): Promise<string> {
  const { body } = await call<CompareResponse>('POST', '/api/compare', {
    json: { postcode: '3000', usage: { kind: 'monthlyKwh', monthlyKwh: 300 } },
  });
  const id = body.plans[0]?.plan.id;
  if (!id) throw new Error('no plan at 3000');
  return id;
}

/** Every public form, with each field that reaches a mail header. */
const forms: ReadonlyArray<{
  readonly path: string;
  readonly fields: readonly string[];
  readonly body: () => Promise<Record<string, unknown>>;
  /** Where the field sits in the body, when not at the top. */
  readonly nest?: string;
}> = [
  {
    path: '/api/callbacks',
    fields: ['name', 'phone', 'email', 'currentRetailer'],
    body: async () => callbackForm(),
  },
  {
    path: '/api/contact-messages',
    fields: ['name', 'subject', 'email', 'phone'],
    body: async () => ({
      name: 'Mia',
      email: `mia.${unique()}@example.com`,
      subject: 'Hello',
      message: 'Line one\nline two',
    }),
  },
  {
    path: '/api/switch-requests',
    fields: ['firstName', 'lastName', 'email', 'phone', 'currentProvider'],
    body: async () => ({
      firstName: 'Mei',
      lastName: 'Chen',
      email: `mei.${unique()}@example.com`,
      phone: '0412 000 111',
      postcode: '3000',
      consentSwitch: true,
      selectedPlanId: await aPlanId(),
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
    }),
  },
  {
    path: '/api/inquiries',
    fields: ['name', 'phone', 'currentProvider'],
    body: async () => ({
      name: 'Tom',
      phone: '0400 123 456',
      postcode: '2000',
    }),
  },
  {
    path: '/api/compare',
    nest: 'inquiry',
    fields: ['name', 'phone', 'currentProvider'],
    body: async () => ({
      postcode: '3000',
      usage: { kind: 'monthlyKwh', monthlyKwh: 300 },
      inquiry: { comparisonId: crypto.randomUUID(), name: 'Alex' },
    }),
  },
  {
    path: '/api/subscriptions',
    fields: ['email', 'name'],
    body: async () => ({ email: `r.${unique()}@example.com`, name: 'Ann' }),
  },
];

const cases = forms.flatMap((form) =>
  form.fields.flatMap((field) =>
    injections.map(([what, text]) => ({ form, field, what, text })),
  ),
);

describe('every public form', () => {
  it.each(cases)(
    '$form.path refuses $what in $field with 400 naming the field',
    async ({ form, field, text }) => {
      // Arrange: a valid form with the header text appended to one field.
      const body = await form.body();
      const target = (form.nest ? body[form.nest] : body) as Record<
        string,
        unknown
      >;
      const value =
        field === 'email'
          ? `jo${unique()}@example.com`
          : String(target[field] ?? 'x');
      target[field] = `${value}${text}`;
      // Act
      const response = await call<ErrorBody>('POST', form.path, { json: body });
      // Assert
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION',
        field: form.nest ? `${form.nest}.${field}` : field,
      });
    },
  );

  it('still takes a multi-line message where the form has one', async () => {
    // Act
    const response = await call('POST', '/api/contact-messages', {
      json: {
        name: 'Mia',
        email: `mia.${unique()}@example.com`,
        message: 'Line one\r\nline two',
      },
    });
    // Assert
    expect(response.status).toBe(201);
  });
});
