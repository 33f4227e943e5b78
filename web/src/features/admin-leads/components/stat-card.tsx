import '../admin-leads.css';
/** One figure on a summary card. */
export function StatCard(props: {
  readonly label: string;
  readonly value: number | string;
  readonly note?: string;
}) {
  return (
    <div className="card stat-card">
      <p className="stat-label">{props.label}</p>
      <p className="stat-value">{props.value}</p>
      {props.note && <p className="stat-note">{props.note}</p>}
    </div>
  );
}
