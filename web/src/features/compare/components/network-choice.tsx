import { useId } from 'react';
import '../compare.css';

interface NetworkChoiceProps {
  readonly networks: { name: string; planCount: number }[];
  readonly value: string;
  readonly onChange: (network: string) => void;
}

/** When two networks serve a postcode the visitor says which is theirs. */
export function NetworkChoice({
  networks,
  value,
  onChange,
}: NetworkChoiceProps) {
  const id = useId();
  return (
    <fieldset className="card network-choice" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Which electricity network are you on?</h2>
      <p>
        More than one network serves your postcode, and prices differ between
        them. Your bill names your distributor. Until you choose, we show plans
        on every network.
      </p>
      <label htmlFor={id}>Your network</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Not sure (show all)</option>
        {networks.map((n) => (
          <option key={n.name} value={n.name}>
            {n.name} ({n.planCount} plans)
          </option>
        ))}
      </select>
    </fieldset>
  );
}
