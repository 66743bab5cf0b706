/** One figure in a card; a figure that could not be read says Data Not Found (SPEC §8). */
export function StatCard({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <div className="card stat-card">
      <div className="stat-label">{label}</div>
      <div className="stat-value">{value === undefined ? 'Data Not Found' : value}</div>
    </div>
  );
}

/** A chart's place when it has nothing to draw. */
export function NoData({ title }: { title: string }) {
  return (
    <div className="card chart chart-empty">
      <div className="chart-title">{title}</div>
      <p>No Data</p>
    </div>
  );
}
