/** Transparency notice on /compare. */
export function TransparencyNotice() {
  return (
    <aside className="notice" aria-label="How we compare">
      <h2>How we compare</h2>
      <p>
        We rank every published plan we hold for your area by what it would cost
        you a year, using each retailer's full published tariff (time-of-use
        windows, seasons, blocks, demand charges, feed-in tariffs and guaranteed
        discounts) and your usage. Conditional discounts, such as pay-on-time,
        are shown separately because you only get them if you meet their
        conditions. All prices include GST. We are independent and may receive a
        commission if you switch; it never changes the order of the results.
      </p>
    </aside>
  );
}
