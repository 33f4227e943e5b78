import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import {
  calculateElectricityBill,
  calculateGasBill,
} from '#shared/domain/costs/bill-calculator';
import { formatCents } from '#shared/format/money-and-dates';
import { CalculatorIcon } from '@/components/ui/fab-icons';
import { Tabs } from '@/components/ui/tabs';
import { NumberField } from './number-field';
import '../compare.css';

type Fields = Record<string, string>;

const bill = (result: { monthlyDollars: number; annualDollars: number }) => (
  <p className="calc-result" aria-live="polite">
    Monthly bill: <strong>{formatCents(result.monthlyDollars)}</strong> · Annual
    bill: <strong>{formatCents(result.annualDollars)}</strong>
  </p>
);

/** The floating Calculate Bills dialog. */
export function CalculatorDialog({ defaultOpen = false }) {
  const [e, setE] = useState<Fields>({});
  const [g, setG] = useState<Fields>({});
  const [fuel, setFuel] = useState<'electricity' | 'gas'>('electricity');
  const field = (
    fields: Fields,
    set: (f: Fields) => void,
    name: string,
    label: string,
    step: number,
  ) => (
    <NumberField
      label={label}
      step={step}
      value={fields[name] ?? ''}
      onChange={(v) => set({ ...fields, [name]: v })}
    />
  );
  const electricity = calculateElectricityBill({
    bands: [
      { kwhPerDay: e.peakKwh, rateDollarsPerKwh: e.peakRate },
      { kwhPerDay: e.offPeakKwh, rateDollarsPerKwh: e.offPeakRate },
    ],
    supplyDollarsPerDay: e.supply,
    solarExportKwhPerDay: e.exportKwh,
    feedInDollarsPerKwh: e.feedIn,
  });
  const gas = calculateGasBill({
    mjPerDay: g.mj,
    rateDollarsPerMj: g.rate,
    supplyDollarsPerDay: g.supply,
  });
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger
        className="button floating-calc fab"
        title="Calculate Bills"
      >
        <CalculatorIcon />
        <span className="fab-label">Calculate Bills</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Calculate your bills</Dialog.Title>
          <Dialog.Description>
            Enter your daily use and your plan's rates; empty boxes count as 0.
          </Dialog.Description>
          <Tabs
            label="Fuel"
            value={fuel}
            onChange={setFuel}
            items={[
              {
                value: 'electricity',
                label: 'Electricity',
                panelClassName: 'form-grid',
                panel: (
                  <>
                    {field(e, setE, 'peakKwh', 'Peak use (kWh a day)', 0.1)}
                    {field(e, setE, 'peakRate', 'Peak rate ($ per kWh)', 0.01)}
                    {field(
                      e,
                      setE,
                      'offPeakKwh',
                      'Off-peak use (kWh a day)',
                      0.1,
                    )}
                    {field(
                      e,
                      setE,
                      'offPeakRate',
                      'Off-peak rate ($ per kWh)',
                      0.01,
                    )}
                    {field(e, setE, 'supply', 'Supply charge ($ a day)', 0.01)}
                    {field(
                      e,
                      setE,
                      'exportKwh',
                      'Solar export (kWh a day)',
                      0.1,
                    )}
                    {field(
                      e,
                      setE,
                      'feedIn',
                      'Feed-in tariff ($ per kWh)',
                      0.01,
                    )}
                    {bill(electricity)}
                  </>
                ),
              },
              {
                value: 'gas',
                label: 'Gas',
                panelClassName: 'form-grid',
                panel: (
                  <>
                    {field(g, setG, 'mj', 'Gas use (MJ a day)', 0.1)}
                    {field(g, setG, 'rate', 'Gas rate ($ per MJ)', 0.01)}
                    {field(g, setG, 'supply', 'Supply charge ($ a day)', 0.01)}
                    {bill(gas)}
                  </>
                ),
              },
            ]}
          />
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
