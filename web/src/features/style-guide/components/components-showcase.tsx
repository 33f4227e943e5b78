import { BadgeCheck, Info, Leaf, Star, TriangleAlert } from 'lucide-react';
import { RetailerMark } from '@/components/ui/retailer-mark';
import { sampleRetailers } from '../tokens';

/** Controls, buttons, badges, monograms and icons, in every variant. */
export function ComponentsShowcase() {
  return (
    <>
      <section aria-labelledby="style-controls" className="section">
        <h2 id="style-controls">Form controls</h2>
        <form
          className="form-grid style-controls"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="field">
            <label htmlFor="style-input">Postcode</label>
            <input id="style-input" inputMode="numeric" defaultValue="2000" />
          </div>
          <div className="field">
            <label htmlFor="style-select">Sort by</label>
            <select id="style-select" defaultValue="annual">
              <option value="annual">Lowest annual cost</option>
              <option value="green">Greenest</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="style-invalid">Email</label>
            <input
              id="style-invalid"
              aria-invalid="true"
              aria-describedby="style-invalid-error"
              defaultValue="name@"
            />
            <p className="field-error" id="style-invalid-error">
              Enter an email address like name@example.com
            </p>
          </div>
          <label className="checkbox">
            <input type="checkbox" defaultChecked /> Residential
          </label>
          <fieldset className="customer-type">
            <legend>Energy</legend>
            <label className="checkbox">
              <input type="radio" name="style-energy" defaultChecked />{' '}
              Electricity
            </label>
            <label className="checkbox">
              <input type="radio" name="style-energy" /> Gas
            </label>
          </fieldset>
        </form>
      </section>
      <section aria-labelledby="style-buttons" className="section">
        <h2 id="style-buttons">Buttons</h2>
        <p className="actions">
          <button type="button" className="button button-primary">
            Primary
          </button>
          <button type="button" className="button">
            Secondary
          </button>
          <button type="button" className="button button-quiet">
            Quiet
          </button>
          <button type="button" className="button" disabled>
            Disabled
          </button>
        </p>
      </section>
      <section aria-labelledby="style-badges" className="section">
        <h2 id="style-badges">Badges</h2>
        <p className="badges">
          <span className="badge badge-best">
            <BadgeCheck aria-hidden="true" size={14} /> Best value
          </span>
          <span className="badge badge-popular">
            <Star aria-hidden="true" size={14} /> Popular
          </span>
          <span className="badge badge-green">
            <Leaf aria-hidden="true" size={14} /> 100% green
          </span>
          <span className="badge badge-warn">
            <TriangleAlert aria-hidden="true" size={14} /> Check for updates
          </span>
          <span className="badge badge-info">
            <Info aria-hidden="true" size={14} /> Information
          </span>
          <span className="badge badge-ok">Up to date</span>
        </p>
      </section>
      <section aria-labelledby="style-marks" className="section">
        <h2 id="style-marks">Retailer marks</h2>
        <ul className="style-row">
          {sampleRetailers.map((name) => (
            <li key={name} className="retailer-name">
              <RetailerMark name={name} />
              {name}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
