import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '#test-support/axe';
import { browserPerFile } from '#test-support/browser';
import { pointAtStackTable } from '#test-support/handler-env';
import { confirmationMail } from '#test-support/price-alerts';

pointAtStackTable();
const { dynamoWatchStore } = await import('#data/watches');
const { watchIdOf } = await import('#use-cases/watches/watch-tokens');

const browser = browserPerFile();
const url = (path: string) => `${inject('stackUrl')}${path}`;
const NOT_VALID =
  'This link is not valid: it was never sent, has expired, or its saved comparison was deleted';
const email = `browser-alerts-${Date.now()}@example.com`;
const watchId = watchIdOf({
  email,
  postcode: '2000',
  // 2000 is on one network: the saved comparison is on it.
  network: 'Ausgrid',
  energyType: 'Electricity',
  customerType: 'Residential',
});

/** The path and query of a link in the e-mail, by the page it opens. */
const linkTo = (text: string, page: string) => {
  const found = new RegExp(`https?://[^/\\s]+(${page}[^\\s)>"]*)`).exec(text);
  if (!found?.[1]) throw new Error(`no ${page} link in the e-mail`);
  return found[1];
};

/** Opens a link from the e-mail, clicks its one button and reads the answer. */
async function follow(path: string, button: string) {
  const page = await browser().newPage({
    viewport: { width: 375, height: 740 },
  });
  await page.goto(url(path));
  await page.getByRole('button', { name: button }).click();
  const status = page.locator('main section').getByRole('status');
  await expect
    .poll(() => status.textContent())
    .not.toMatch(/^(Confirm|Stop|Delete|Keep) /);
  const answer = (await status.textContent()) ?? '';
  return { page, answer };
}

describe('price alerts on a phone, from the form to the e-mail links', () => {
  let mail = '';

  it('saves the comparison from the results and stores nothing active until the e-mail link is clicked', async () => {
    const page = await browser().newPage({
      viewport: { width: 375, height: 740 },
    });
    await page.goto(url('/compare?postcode=2000'));
    await expect
      .poll(() => page.getByLabel('Postcode').inputValue())
      .toBe('2000');
    await page.getByRole('button', { name: 'Compare Plans' }).click();
    await page
      .getByRole('button', { name: 'E-mail me if a better plan appears' })
      .click();
    const form = page.locator('form', {
      has: page.getByRole('heading', {
        name: 'E-mail me if a better plan appears',
      }),
    });
    // Stacked: each field and the button the form's full width, 44 px high.
    // The heading, a block, spans the form's content box.
    const inner =
      (await form.getByRole('heading').boundingBox())?.width ?? Number.NaN;
    for (const target of [
      form.getByLabel('E-mail address'),
      form.getByLabel(/Tell me when I could save at least/),
      form.getByRole('button', { name: 'Watch prices for me' }),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(Math.round(box?.width ?? 0)).toBe(Math.round(inner));
    }
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel(/Tell me when I could save at least/).fill('80');
    await form.getByRole('button', { name: 'Watch prices for me' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe(
        `Check ${email}: we sent a link to confirm. Nothing is watched until you click it.`,
      );
    expect(await dynamoWatchStore.get(watchId)).toMatchObject({
      status: 'pending',
      thresholdDollars: 80,
    });
    mail = (await confirmationMail(email)).text;
    await page.close();
  });

  it('confirms from the e-mail with a click, and says so plainly when the link is used again', async () => {
    const confirm = linkTo(mail, '/price-alerts/confirm');
    const first = await follow(confirm, 'Confirm my price alerts');
    expect(first.answer).toMatch(
      /^Confirmed\. We will watch the market for 13 months .* It is kept until \d{4}-\d{2}-\d{2}\.$/,
    );
    await expectNoAxeViolations(first.page);
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('active');
    const again = await follow(confirm, 'Confirm my price alerts');
    expect(again.answer).toBe(
      'This confirmation link is not valid, has expired or was already used. Nothing was changed.',
    );
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('active');
    await first.page.close();
    await again.page.close();
  });

  it('refuses a forged link and a malformed one, changing nothing', async () => {
    const forged = linkTo(
      mail,
      '/price-alerts/manage\\?action=unsubscribe',
    ).replace(
      /token=([A-Za-z0-9_-]+)/,
      (_, token: string) =>
        `token=${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    );
    const refused = await follow(forged, 'Stop these e-mails');
    expect(refused.answer).toBe(`${NOT_VALID}. Nothing was changed.`);
    const malformed = await follow(
      '/price-alerts/manage?action=delete&token=not-a-token',
      'Delete my data',
    );
    expect(malformed.answer).toBe(
      'This link is not valid. Nothing was changed.',
    );
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('active');
    await refused.page.close();
    await malformed.page.close();
  });

  it('unsubscribes, then deletes the data, from the e-mail links', async () => {
    const stop = await follow(
      linkTo(mail, '/price-alerts/manage\\?action=unsubscribe'),
      'Stop these e-mails',
    );
    expect(stop.answer).toMatch(
      /^Done: you will get no more price alerts for this comparison\./,
    );
    expect((await dynamoWatchStore.get(watchId))?.status).toBe('unsubscribed');
    const removed = await follow(
      linkTo(mail, '/price-alerts/manage\\?action=delete'),
      'Delete my data',
    );
    expect(removed.answer).toMatch(
      /^Deleted\. We keep nothing of this saved comparison\./,
    );
    expect(await dynamoWatchStore.get(watchId)).toBeUndefined();
    const renewAfter = await follow(
      linkTo(mail, '/price-alerts/manage\\?action=renew'),
      'Keep watching',
    );
    expect(renewAfter.answer).toBe(`${NOT_VALID}. Nothing was changed.`);
    expect(await dynamoWatchStore.get(watchId)).toBeUndefined();
    for (const done of [stop, removed, renewAfter]) await done.page.close();
  });
});
