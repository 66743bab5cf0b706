import { languageName } from '@lebe/domain';
import type { GlobalFigures } from '../api/dashboard';
import { BarChart } from '../../../components/charts/bar-chart';
import { DonutChart } from '../../../components/charts/donut-chart';
import { HeatmapChart } from '../../../components/charts/heatmap-chart';
import { StackedBarChart } from '../../../components/charts/stacked-bar-chart';
import { NoData, StatCard } from './stat-card';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Figures over every language: counts, accuracy, answers by language and level, results by level. */
export function GlobalPanels({ figures }: { figures: GlobalFigures }) {
  const heat = figures.heatmap ?? [];
  const levels = range(Math.max(0, ...heat.map((r) => r.points.length)));
  // The last 30 days with answers: enough to see a habit, few enough to read.
  const days = (figures.timeSeries ?? []).slice(-30);
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
            label: languageName(r.language),
            cells: Object.fromEntries(
              r.points.filter((p) => p.y > 0).map((p) => [p.x, { value: p.y, color: p.color }]),
            ),
          }))}
        />
      ) : (
        <NoData title="Answers by language and level" />
      )}
      {days.length ? (
        <BarChart
          title="Answers per day"
          xLabel="Day"
          yLabel="Answers"
          width={900}
          height={240}
          data={days.map((d) => ({ x: d.date.slice(5), y: d.answers, note: `${d.accuracy.toFixed(2)}% accuracy` }))}
          axisFormat={(v) => (Number.isInteger(v) ? String(v) : '')}
        />
      ) : (
        <NoData title="Answers per day" />
      )}
    </>
  );
}
