import { describe, expect, it } from 'vitest';
import { formOfWhatIf, initialWhatIfForm, whatIfOfForm } from './what-if-form';

describe('formOfWhatIf', () => {
  it('shows a linked what-if as the form that sends it again', () => {
    const whatIf = {
      solar: { kw: 6.6, exportLimitKw: 5 },
      battery: { usableKwh: 13.5, powerKw: 5, roundTripEfficiency: 0.9 },
      ev: { kmPerYear: 12000, kwhPer100Km: 17, charging: 'midday' as const },
      loadShift: { eveningShare: 0.3 },
    };
    const form = formOfWhatIf(whatIf);
    expect(form).toMatchObject({ efficiencyPercent: '90', shiftPercent: '30' });
    expect(whatIfOfForm(form)).toEqual(whatIf);
  });

  it("leaves the changes a link does not name unticked, at the form's defaults", () => {
    expect(formOfWhatIf({ battery: { usableKwh: 10 } })).toEqual({
      ...initialWhatIfForm,
      battery: true,
      batteryKwh: '10',
    });
  });
});
