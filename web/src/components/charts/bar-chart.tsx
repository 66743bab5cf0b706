import { AxisBottom, AxisLeft, type AxisScale, type SharedAxisProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFrame, markProps } from './chart-frame';

export interface BarDatum {
  x: number | string;
  y: number;
  /** Extra line for the tooltip and the table (for example the number of answers). */
  note?: string;
}

export const chartMargin = { top: 16, right: 16, bottom: 52, left: 64 };
/** The margins of a bar chart of this size, and the width and height left inside them for the bars. */
export function barPlot(width: number, height: number) {
  const m = chartMargin;
  return { m, innerW: width - m.left - m.right, innerH: height - m.top - m.bottom };
}
/** A band range no wider than `most` pixels per bar, centred: two bars should not fill a wide chart. */
export function bandRange(count: number, innerW: number, most = 90): [number, number] {
  const used = Math.min(innerW, Math.max(1, count) * most);
  return [(innerW - used) / 2, (innerW + used) / 2];
}

export const tickLabel = { fontSize: 12, fill: '#1c2333' };
export const axisLabel = { fontSize: 13, fill: '#5b6478', fontWeight: 600 };

/**
 * A bar chart's axes: the values on the left with their ticks (`ticks`: how many, or which, and how they
 * read), the bars' categories under a baseline at the bottom.
 */
export function BarAxes(props: {
  x: AxisScale;
  y: AxisScale;
  innerW: number;
  innerH: number;
  xLabel: string;
  yLabel: string;
  ticks: Pick<SharedAxisProps<AxisScale>, 'numTicks' | 'tickValues' | 'tickFormat'>;
}) {
  const { innerW, innerH } = props;
  return (
    <>
      <AxisLeft
        scale={props.y}
        label={props.yLabel}
        {...props.ticks}
        labelOffset={40}
        tickLabelProps={tickLabel}
        labelProps={axisLabel}
      />
      <line x1={0} x2={innerW} y1={innerH} y2={innerH} stroke="#222" />
      <AxisBottom
        hideAxisLine
        scale={props.x}
        top={innerH}
        label={props.xLabel}
        tickLabelProps={tickLabel}
        labelProps={axisLabel}
      />
    </>
  );
}

/** One bar per category (levels), with both axes labelled. */
export function BarChart({
  title,
  data,
  xLabel,
  yLabel,
  yMax,
  format = (v) => String(v),
  axisFormat = format,
  width = 440,
  height = 260,
}: {
  title: string;
  data: BarDatum[];
  xLabel: string;
  yLabel: string;
  yMax?: number;
  format?: (value: number) => string;
  /** Tick labels of the value axis (shorter than `format` if need be). */
  axisFormat?: (value: number) => string;
  width?: number;
  height?: number;
}) {
  const { m, innerW, innerH } = barPlot(width, height);
  const x = scaleBand<string>({
    domain: data.map((d) => String(d.x)),
    range: bandRange(data.length, innerW),
    padding: 0.25,
  });
  const top = yMax ?? Math.max(1, ...data.map((d) => d.y));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerH, 0], nice: true });
  return (
    <ChartFrame
      title={title}
      summary={data.map((d) => `${xLabel} ${d.x}: ${format(d.y)}`).join('; ') + '.'}
      table={{
        columns: [xLabel, yLabel, ...(data.some((d) => d.note) ? ['Note'] : [])],
        rows: data.map((d) => [d.x, format(d.y), ...(d.note ? [d.note] : [])]),
      }}
    >
      {(tip) => (
        <svg width="100%" viewBox={`0 0 ${width} ${height}`} className="chart-svg">
          <Group left={m.left} top={m.top}>
            {data.map((d) => {
              const barH = innerH - (y(d.y) ?? innerH);
              return (
                <Bar
                  key={String(d.x)}
                  x={x(String(d.x))}
                  y={innerH - barH}
                  width={x.bandwidth()}
                  height={barH}
                  fill="#2f5bea"
                  rx={3}
                  {...markProps(
                    tip,
                    <>
                      <strong>
                        {xLabel} {d.x}
                      </strong>
                      <br />
                      {yLabel}: {format(d.y)}
                      {d.note && (
                        <>
                          <br />
                          {d.note}
                        </>
                      )}
                    </>,
                    `${xLabel} ${d.x}: ${format(d.y)}`,
                  )}
                />
              );
            })}
            <BarAxes
              {...{ x, y, innerW, innerH, xLabel, yLabel }}
              ticks={{ numTicks: 5, tickFormat: (v) => axisFormat(Number(v)) }}
            />
          </Group>
        </svg>
      )}
    </ChartFrame>
  );
}
