import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SwitchRequestCreated } from '#shared/contracts/switch-requests';
import { fakeApi, pending, reply, sentTo } from '@/test-support/fake-api';
import { renderInApp } from '@/test-support/render-app';
import { useSwitchForm } from '../hooks/use-switch-form';
import type { SwitchInputs } from '../switch-link';
import { DetailsForm } from './details-form';

const pricedOn: SwitchInputs = {
  postcode: '2000',
  usage: { kind: 'monthlyKwh', monthlyKwh: 333 },
};

const created: SwitchRequestCreated = {
  id: 'sw-1',
  status: 'pending',
  createdAt: '2026-11-24T00:00:00.000Z',
  selectedPlanName: 'Plan p1',
  selectedRetailer: 'Sunny Energy',
  estimatedAnnualCost: 1500,
  estimatedSavings: 300,
  usageBasis: 'based on 333 kWh a month',
};

/** Step 2 as /switch holds it: the page owns the form state. */
function StepTwo(props: { onDone: (r: SwitchRequestCreated) => void }) {
  const form = useSwitchForm('p1', pricedOn, props.onDone);
  return <DetailsForm form={form} onBack={() => undefined} />;
}

function renderStep() {
  const onDone = vi.fn();
  renderInApp(<StepTwo onDone={onDone} />, '/switch?plan=p1');
  return onDone;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () =>
  screen.getByRole('button', { name: /Submit Switch Request|Processing/ });

async function fillRequired() {
  await userEvent.type(field('First name'), 'Sam');
  await userEvent.type(field('Last name'), 'Citizen');
  await userEvent.type(field('E-mail'), 'sam@example.com');
  await userEvent.type(field('Phone'), '0412 345 678');
}

const consent = () =>
  screen.getByRole('checkbox', { name: /I agree to switch/ });

describe('switch step 2: the details form', () => {
  it('is a labelled form whose submit waits for consent', async () => {
    renderStep();
    expect(screen.getByRole('form', { name: 'Your details' })).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
    await userEvent.click(consent());
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('names a malformed e-mail on the field and sends nothing', async () => {
    const api = fakeApi({});
    renderStep();
    await fillRequired();
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'sam@');
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    const email = await screen.findByRole('textbox', {
      name: 'E-mail',
      description: /e-mail/i,
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sentTo(api, 'POST', '/switch-requests')).toEqual([]);
  });

  it('asks for the missing required fields', async () => {
    renderStep();
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /fill in all required fields/,
    );
  });

  it('disables the submit button while sending', async () => {
    fakeApi({ 'POST /switch-requests': pending });
    renderStep();
    await fillRequired();
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    await expect.poll(() => submitButton().textContent).toBe('Processing...');
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it("shows the API's refusal of a field on that field", async () => {
    fakeApi({
      'POST /switch-requests': () =>
        reply(400, {
          error: {
            code: 'VALIDATION',
            field: 'nmi',
            message: 'Check your NMI: its last digit does not match',
          },
        }),
    });
    const onDone = renderStep();
    await fillRequired();
    await userEvent.type(field('NMI (electricity)'), '4102345678');
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    const nmi = await screen.findByRole('textbox', {
      name: 'NMI (electricity)',
      description: /its last digit does not match/,
    });
    expect(nmi.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(/error submitting your request\. Please try again/),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the details with the comparison inputs and moves on', async () => {
    const api = fakeApi({
      'POST /switch-requests': () => reply(201, created),
    });
    const onDone = renderStep();
    await fillRequired();
    await userEvent.click(consent());
    await userEvent.click(submitButton());
    await vi.waitUntil(() => onDone.mock.calls.length > 0);
    expect(onDone).toHaveBeenCalledWith(created);
    expect(
      await screen.findByText('Switch request submitted successfully!'),
    ).toBeTruthy();
    expect(sentTo(api, 'POST', '/switch-requests')).toEqual([
      expect.objectContaining({
        firstName: 'Sam',
        email: 'sam@example.com',
        consentSwitch: true,
        consentMarketing: false,
        selectedPlanId: 'p1',
        postcode: '2000',
        usage: { kind: 'monthlyKwh', monthlyKwh: 333 },
      }),
    ]);
  });
});
