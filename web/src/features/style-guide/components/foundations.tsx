import { colourTokens, radii, shadows, spaceScale, typeScale } from '../tokens';

/** Colour pairs, type scale, spacing, radius and elevation. */
export function Foundations() {
  return (
    <>
      <section aria-labelledby="style-colour" className="section">
        <h2 id="style-colour">Colour</h2>
        <ul className="style-swatches">
          {colourTokens.map(([background, text]) => (
            <li
              key={background}
              className="style-swatch"
              style={{
                background: `var(${background})`,
                color: `var(${text})`,
              }}
            >
              <code>{background}</code>
              <code>{text}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="style-type" className="section">
        <h2 id="style-type">Type scale</h2>
        {typeScale.map((size) => (
          <p key={size} style={{ fontSize: `var(${size})`, margin: 0 }}>
            <code>{size}</code> Compare energy plans
          </p>
        ))}
      </section>
      <section aria-labelledby="style-space" className="section">
        <h2 id="style-space">Spacing, radius, elevation</h2>
        <ul className="style-row">
          {spaceScale.map((step) => (
            <li key={step} className="style-space">
              <span style={{ width: `var(--space-${step})` }} />
              <code>--space-{step}</code>
            </li>
          ))}
        </ul>
        <ul className="style-row">
          {[...radii, ...shadows].map((token) => (
            <li
              key={token}
              className="style-box"
              style={
                token.startsWith('--radius')
                  ? { borderRadius: `var(${token})` }
                  : { boxShadow: `var(${token})` }
              }
            >
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
