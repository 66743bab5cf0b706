import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { knowledgeTypes } from '@lebe/domain';
import type { BankStats } from '@lebe/domain';

type LanguageStats = BankStats['languages'][number];

const colours = ['#2f5bea', '#1e8e4f', '#e0a100', '#c62828', '#7b3fb5'];
const colour = scaleOrdinal<string, string>({ domain: [...knowledgeTypes], range: colours });
const margin = { top: 10, right: 10, bottom: 40, left: 48 };

/** Questions of each knowledge type stacked per level, with a hidden table as its text alternative. */
export function KnowledgeStackChart({
  stats,
  width = 320,
  height = 200,
}: {
  stats: LanguageStats;
  width?: number;
  height?: number;
}) {
  const innerW = width - margin.left - margin.right;
  const innerH = height - margin.top - margin.bottom;
  const x = scaleBand<number>({ domain: stats.levels.map((l) => l.level), range: [0, innerW], padding: 0.2 });
  const top = Math.max(1, ...stats.levels.map((l) => knowledgeTypes.reduce((s, k) => s + (l[k] ?? 0), 0)));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerH, 0], nice: true });
  return (
    <figure className="stack-chart">
      <svg
        width="100%"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Questions by level in ${stats.language}, stacked by knowledge type`}
      >
        <Group left={margin.left} top={margin.top}>
          <BarStack
            data={stats.levels}
            keys={[...knowledgeTypes]}
            x={(d) => d.level}
            xScale={x}
            yScale={y}
            color={colour}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars.map((bar) => (
                  <rect
                    key={`${stack.index}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  >
                    <title>{`Level ${bar.bar.data.level}, ${stack.key}: ${bar.bar.data[stack.key] ?? 0}`}</title>
                  </rect>
                )),
              )
            }
          </BarStack>
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => Intl.NumberFormat('en', { notation: 'compact' }).format(Number(v))}
          />
          <AxisBottom top={innerH} scale={x} label="Level" />
        </Group>
      </svg>
      <figcaption className="legend">
        {knowledgeTypes.map((k) => (
          <span key={k}>
            <i style={{ background: colour(k) }} aria-hidden="true" /> {k}
          </span>
        ))}
      </figcaption>
      {/* Wrapped: a table keeps its content width even when clipped to 1px, which would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>Questions by level and knowledge type in {stats.language}</caption>
          <thead>
            <tr>
              <th>Level</th>
              {knowledgeTypes.map((k) => (
                <th key={k}>{k}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.levels.map((l) => (
              <tr key={l.level}>
                <td>{l.level}</td>
                {knowledgeTypes.map((k) => (
                  <td key={k}>{l[k] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
