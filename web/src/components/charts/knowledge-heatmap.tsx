import { HeatmapChart, type HeatRow } from './heatmap-chart';

/** An accuracy as the charts write it: two decimals and a per cent sign. */
export const percent = (v: number) => `${v.toFixed(2)}%`;

export const knowledgeHeatmapTitle = 'Accuracy by knowledge type and level';

/** Accuracy by knowledge type and level, as a learner's dashboard and a student's report show it. */
export function KnowledgeHeatmap({ rows, levels }: { rows: HeatRow[]; levels: number[] }) {
  return (
    <HeatmapChart
      title={knowledgeHeatmapTitle}
      rowLabel="Knowledge type"
      valueLabel="Accuracy"
      format={percent}
      levels={levels}
      rows={rows}
    />
  );
}
