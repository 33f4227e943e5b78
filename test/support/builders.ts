let sequence = 0;

/** A valid call-back form with a unique e-mail, overridable per test. */
export function callbackForm(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return {
    name: 'Priya Sharma',
    phone: '0412 345 678',
    email: `priya.${unique}@example.com`,
    postcode: '3121',
    preferredTime: 'morning',
    currentRetailer: 'AGL',
    hasGas: 'yes',
    hasSolar: 'planning',
    message: 'Please call after school pick-up.',
    ...overrides,
  };
}
