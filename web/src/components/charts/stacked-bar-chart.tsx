import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { ChartFrame, markProps } from './chart-frame';
import { BarAxes, bandRange, barPlot } from './bar-chart';

export interface CountByLevel {
  level: number;
  correct: number;
  incorrect: number;
  [key: string]: number;
}

const keys = ['correct', 'incorrect'] as const;
const colour = scaleOrdinal<string, string>({ domain: [...keys], range: ['#1e8e4f', '#c62828'] });

/** Correct and incorrect answers stacked per level. */
export function StackedBarChart({
  title,
  data,
  width = 440,
  height = 260,
}: {
  title: string;
  data: CountByLevel[];
  width?: number;
  height?: number;
}) {
  const { m, innerW, innerH } = barPlot(width, height);
  const x = scaleBand<number>({
    domain: data.map((d) => d.level),
    range: bandRange(data.length, innerW),
    padding: 0.25,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...data.map((d) => d.correct + d.incorrect))],
    range: [innerH, 0],
    nice: true,
  });
  return (
    <ChartFrame
      title={title}
      summary={data.map((d) => `level ${d.level}: ${d.correct} correct, ${d.incorrect} incorrect`).join('; ') + '.'}
      table={{ columns: ['Level', 'Correct', 'Incorrect'], rows: data.map((d) => [d.level, d.correct, d.incorrect]) }}
    >
      {(tip) => (
        <>
          <svg width="100%" viewBox={`0 0 ${width} ${height}`} className="chart-svg">
            <Group left={m.left} top={m.top}>
              <BarStack<CountByLevel, string>
                data={data}
                keys={[...keys]}
                x={(d) => d.level}
                xScale={x}
                yScale={y}
                color={colour}
              >
                {(stacks) =>
                  stacks.flatMap((stack) =>
                    stack.bars
                      .filter((bar) => bar.height > 0)
                      .map((bar) => (
                        <rect
                          key={`${stack.key}-${bar.index}`}
                          x={bar.x}
                          y={bar.y}
                          width={bar.width}
                          height={bar.height}
                          fill={bar.color}
                          {...markProps(
                            tip,
                            <>
                              <strong>Level {bar.bar.data.level}</strong>
                              <br />
                              {stack.key}: {bar.bar.data[stack.key]}
                            </>,
                            `Level ${bar.bar.data.level}, ${stack.key}: ${bar.bar.data[stack.key]}`,
                          )}
                        />
                      )),
                  )
                }
              </BarStack>
              <BarAxes
                {...{ x, y, innerW, innerH }}
                xLabel="Level"
                yLabel="Answers"
                ticks={{
                  tickValues: y.ticks(Math.min(5, y.domain()[1])).filter(Number.isInteger),
                  tickFormat: (v) => String(v),
                }}
              />
            </Group>
          </svg>
          <ul className="chart-legend">
            {keys.map((k) => (
              <li key={k}>
                <span className="swatch" style={{ background: colour(k) }} />
                {k}
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartFrame>
  );
}
