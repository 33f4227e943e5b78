import type { WhatIfCostsRecord } from '#shared/contracts/what-if-costs';
import {
  type CostErrors,
  DAY_HINT,
  NumberInput,
  RangeFields,
  RowList,
  TextInput,
} from './what-if-cost-fields';

type Costs = WhatIfCostsRecord;
type Solar = Costs['solar'];
type Battery = Costs['battery'];

/**
 * The what-if's installed prices and rebates (docs/what-if.md, Money),
 * each with its source, and the day after which the what-if shows no
 * upfront cost or payback until staff update them.
 */
export function WhatIfCostsEditor({
  costs,
  errors,
  change,
}: {
  readonly costs: Costs;
  /** Keyed by the path the server names under `whatIfCosts`. */
  readonly errors: CostErrors;
  readonly change: (costs: Costs) => void;
}) {
  const solar = (next: Partial<Solar>) =>
    change({ ...costs, solar: { ...costs.solar, ...next } });
  const battery = (next: Partial<Battery>) =>
    change({ ...costs, battery: { ...costs.battery, ...next } });
  return (
    <fieldset className="card what-if-costs">
      <legend>What-if costs and rebates</legend>
      <p className="field-hint">
        The installed prices and rebates the what-if on /compare shows as
        ranges, with a payback estimate. After the valid-until day it still
        prices plans but shows no cost or payback until they are updated here.
      </p>
      <TextInput
        label="Updated"
        hint={DAY_HINT}
        value={costs.updated}
        error={errors.get('updated')}
        change={(updated) => change({ ...costs, updated })}
      />
      <TextInput
        label="Valid until"
        hint="The last day these figures are trusted."
        value={costs.validUntil}
        error={errors.get('validUntil')}
        change={(validUntil) => change({ ...costs, validUntil })}
      />
      <RangeFields
        title="Certificate price"
        unit="$ per certificate"
        range={costs.certificatePrice}
        path="certificatePrice"
        errors={errors}
        change={(certificatePrice) => change({ ...costs, certificatePrice })}
      />
      <RangeFields
        title="Solar installed price"
        unit="$ per kW before certificates"
        range={costs.solar.installedPerKw}
        path="solar.installedPerKw"
        errors={errors}
        change={(installedPerKw) => solar({ installedPerKw })}
      />
      <RangeFields
        title="Solar certificates per kW a year"
        unit="certificates"
        range={costs.solar.certificatesPerKwYear}
        path="solar.certificatesPerKwYear"
        errors={errors}
        change={(certificatesPerKwYear) => solar({ certificatesPerKwYear })}
      />
      <RowList
        title="Solar deeming years"
        noun="Deeming step"
        rows={costs.solar.deemingYears}
        columns={[
          { key: 'from', label: 'From', kind: 'day' },
          { key: 'to', label: 'To', kind: 'day' },
          { key: 'years', label: 'Years', kind: 'number' },
        ]}
        blank={() => ({ from: '', to: '', years: Number.NaN })}
        path="solar.deemingYears"
        errors={errors}
        change={(deemingYears) => solar({ deemingYears })}
      />
      <TextInput
        label="Deeming source"
        value={costs.solar.deemingSource}
        error={errors.get('solar.deemingSource')}
        change={(deemingSource) => solar({ deemingSource })}
      />
      <RangeFields
        title="Battery installed price"
        unit="$ per usable kWh before the rebate"
        range={costs.battery.installedPerKwh}
        path="battery.installedPerKwh"
        errors={errors}
        change={(installedPerKwh) => battery({ installedPerKwh })}
      />
      <NumberInput
        label="Smallest battery the rebate covers, usable kWh"
        value={costs.battery.minimumUsableKwh}
        error={errors.get('battery.minimumUsableKwh')}
        change={(minimumUsableKwh) => battery({ minimumUsableKwh })}
      />
      <RowList
        title="Battery certificates per usable kWh"
        noun="Certificate step"
        rows={costs.battery.certificatesPerKwh}
        columns={[
          { key: 'from', label: 'From', kind: 'day' },
          { key: 'to', label: 'To', kind: 'day' },
          { key: 'factor', label: 'Certificates per kWh', kind: 'number' },
        ]}
        blank={() => ({ from: '', to: '', factor: Number.NaN })}
        path="battery.certificatesPerKwh"
        errors={errors}
        change={(certificatesPerKwh) => battery({ certificatesPerKwh })}
      />
      <RowList
        title="Battery size tapering"
        noun="Size band"
        rows={costs.battery.tiers}
        columns={[
          { key: 'uptoKwh', label: 'Up to, usable kWh', kind: 'number' },
          { key: 'share', label: 'Share rebated, 0-1', kind: 'number' },
        ]}
        blank={() => ({ uptoKwh: Number.NaN, share: Number.NaN })}
        path="battery.tiers"
        errors={errors}
        change={(tiers) => battery({ tiers })}
      />
      <TextInput
        label="Rebate source"
        value={costs.battery.rebateSource}
        error={errors.get('battery.rebateSource')}
        change={(rebateSource) => battery({ rebateSource })}
      />
    </fieldset>
  );
}
