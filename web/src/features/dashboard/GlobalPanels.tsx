import type { GlobalFigures } from './api';
import { DonutChart } from './charts/DonutChart';
import { HeatmapChart } from './charts/HeatmapChart';
import { StackedBarChart } from './charts/StackedBarChart';
import { NoData, StatCard } from './StatCard';

export const languageLabel = (l: string) => l.charAt(0).toUpperCase() + l.slice(1);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Figures over every language: counts, accuracy, answers by language and level, results by level. */
export function GlobalPanels({ figures }: { figures: GlobalFigures }) {
  const heat = figures.heatmap ?? [];
  const levels = range(Math.max(0, ...heat.map((r) => r.points.length)));
  return (
    <>
      <div className="stat-row">
        <StatCard label="Total Unique Questions Answered" value={figures.questionCount} />
        <StatCard label="Total Answers" value={figures.answerCount} />
      </div>
      <div className="chart-grid">
        {figures.donut && figures.donut.totalCount > 0 ? (
          <DonutChart title="Total Accuracy" items={figures.donut.donutData} accuracy={figures.donut.accuracy} />
        ) : (
          <NoData title="Total Accuracy" />
        )}
        {figures.barChart?.length ? (
          <StackedBarChart title="Correct and incorrect answers by level" data={figures.barChart} />
        ) : (
          <NoData title="Correct and incorrect answers by level" />
        )}
      </div>
      {heat.length ? (
        <HeatmapChart
          title="Answers by language and level"
          rowLabel="Language"
          valueLabel="Answers"
          levels={levels}
          rows={heat.map((r) => ({
            label: languageLabel(r.language),
            cells: Object.fromEntries(
              r.points.filter((p) => p.y > 0).map((p) => [p.x, { value: p.y, color: p.color }]),
            ),
          }))}
        />
      ) : (
        <NoData title="Answers by language and level" />
      )}
    </>
  );
}
