import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { ChartFrame, markProps } from './chart-frame';

export interface DonutItem {
  label: string;
  value: number;
}

const colours: Record<string, string> = { correct: '#1e8e4f', partial: '#f0a202', incorrect: '#c62828' };
const fallback = ['#2f5bea', '#7fb1e3', '#0f4f94'];

/** Answers by result around the accuracy in the middle, as a percentage with 2 decimals (SPEC §9). */
export function DonutChart({
  title,
  items,
  accuracy,
  size = 200,
}: {
  title: string;
  items: DonutItem[];
  accuracy: number;
  size?: number;
}) {
  const total = items.reduce((sum, i) => sum + i.value, 0);
  const shown = items.filter((i) => i.value > 0);
  const radius = size / 2;
  const percent = `${accuracy.toFixed(2)}%`;
  const share = (v: number) => (total ? `${((v / total) * 100).toFixed(2)}%` : '0.00%');
  return (
    <ChartFrame
      title={title}
      summary={`Total accuracy ${percent} over ${total} answers: ${items.map((i) => `${i.value} ${i.label}`).join(', ')}.`}
      table={{
        columns: ['Result', 'Answers', 'Share'],
        rows: [...items.map((i) => [i.label, i.value, share(i.value)]), ['Total accuracy', total, percent]],
      }}
      className="chart-donut"
    >
      {(tip) => (
        <div className="donut-wrap">
          <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
            <Group top={radius} left={radius}>
              <circle r={radius - 1} fill="none" stroke="#e2e6ef" strokeWidth={2} />
              <Pie
                data={shown}
                pieValue={(d) => d.value}
                outerRadius={radius}
                innerRadius={radius * 0.6}
                padAngle={shown.length > 1 ? 0.02 : 0}
                pieSortValues={null}
              >
                {(pie) =>
                  pie.arcs.map((arc, i) => (
                    <path
                      key={arc.data.label}
                      d={pie.path(arc) ?? ''}
                      fill={colours[arc.data.label] ?? fallback[i % fallback.length]}
                      {...markProps(
                        tip,
                        <>
                          <strong>{arc.data.label}</strong>: {arc.data.value} ({share(arc.data.value)})
                        </>,
                        `${arc.data.label}: ${arc.data.value} answers`,
                      )}
                    />
                  ))
                }
              </Pie>
              <text textAnchor="middle" dy="-0.2em" className="donut-value">
                {percent}
              </text>
              <text textAnchor="middle" dy="1.3em" className="donut-label">
                Total Accuracy
              </text>
            </Group>
          </svg>
          <ul className="chart-legend">
            {items.map((i, n) => (
              <li key={i.label}>
                <span className="swatch" style={{ background: colours[i.label] ?? fallback[n % fallback.length] }} />
                {i.label} ({i.value})
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChartFrame>
  );
}
