import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { scaleBand } from '@visx/scale';
import { axisLabel, tickLabel } from './bar-chart';
import { ChartFrame, markProps } from './chart-frame';

export interface HeatCell {
  value: number;
  /** Fill from the API's scale; cells without one use a light grey. */
  color?: string;
  note?: string;
}
export interface HeatRow {
  label: string;
  cells: Record<number, HeatCell>;
}

/** Dark text on light cells, white on dark ones. */
const ink = (fill?: string) => {
  const hex = (fill ?? '#b7d4f0').replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1c2333' : '#ffffff';
};

/** Rows (languages or knowledge types) by level, each cell coloured by its value. */
export function HeatmapChart({
  title,
  rows,
  levels,
  rowLabel,
  valueLabel,
  format = (v) => String(v),
  width = 900,
}: {
  title: string;
  rows: HeatRow[];
  levels: number[];
  rowLabel: string;
  valueLabel: string;
  format?: (value: number) => string;
  width?: number;
}) {
  const m = { top: 28, right: 12, bottom: 52, left: 160 };
  const binH = 44;
  const height = m.top + m.bottom + binH * Math.max(1, rows.length);
  const innerW = width - m.left - m.right;
  const binW = innerW / Math.max(1, levels.length);
  const x = scaleBand<number>({ domain: levels, range: [0, innerW] });
  const y = scaleBand<string>({ domain: rows.map((r) => r.label), range: [0, binH * rows.length] });
  const columns = levels.map((level) => ({
    level,
    bins: rows.map((r) => ({ row: r.label, level, cell: r.cells[level] })),
  }));
  const text = (r: string, level: number, cell?: HeatCell) =>
    `${r}, level ${level}: ${cell ? format(cell.value) : 'no answers'}${cell?.note ? ` (${cell.note})` : ''}`;
  return (
    <ChartFrame
      title={title}
      summary={
        rows
          .map((r) =>
            Object.keys(r.cells)
              .map(Number)
              .map((level) => text(r.label, level, r.cells[level]))
              .join('; '),
          )
          .join('; ') + '.'
      }
      table={{
        columns: [rowLabel, ...levels.map((l) => `Level ${l}`)],
        rows: rows.map((r) => [r.label, ...levels.map((l) => (r.cells[l] ? format(r.cells[l].value) : '—'))]),
      }}
    >
      {(tip) => (
        <svg width="100%" viewBox={`0 0 ${width} ${height}`} className="chart-svg heatmap-svg">
          <Group left={m.left} top={m.top}>
            <HeatmapRect
              data={columns}
              bins={(c) => c.bins}
              count={(b) => b.cell?.value ?? 0}
              xScale={(i) => i * binW}
              yScale={(j) => j * binH}
              binWidth={binW}
              binHeight={binH}
              gap={3}
            >
              {(grid) =>
                grid.flatMap((column) =>
                  column.map((cell) => (
                    <g key={`${cell.row}-${cell.column}`}>
                      <rect
                        x={cell.x}
                        y={cell.y}
                        width={cell.width}
                        height={cell.height}
                        rx={3}
                        fill={cell.bin.cell ? (cell.bin.cell.color ?? '#b7d4f0') : '#f1f3f8'}
                        {...markProps(
                          tip,
                          <>
                            <strong>
                              {cell.bin.row}, level {cell.bin.level}
                            </strong>
                            <br />
                            {valueLabel}: {cell.bin.cell ? format(cell.bin.cell.value) : 'no answers'}
                            {cell.bin.cell?.note && (
                              <>
                                <br />
                                {cell.bin.cell.note}
                              </>
                            )}
                          </>,
                          text(cell.bin.row, cell.bin.level, cell.bin.cell),
                        )}
                      />
                      {cell.bin.cell && (
                        <text
                          x={cell.x + cell.width / 2}
                          y={cell.y + cell.height / 2}
                          dy="0.35em"
                          textAnchor="middle"
                          fontSize={12}
                          fontWeight={600}
                          pointerEvents="none"
                          fill={ink(cell.bin.cell.color)}
                        >
                          {format(cell.bin.cell.value)}
                        </text>
                      )}
                    </g>
                  )),
                )
              }
            </HeatmapRect>
            {/* The row axis is named above its labels: a rotated name would not fit one row. */}
            <text x={-m.left + 4} y={-10} {...axisLabel}>
              {rowLabel}
            </text>
            <AxisLeft scale={y} hideTicks tickLabelProps={{ ...tickLabel, fontSize: 13 }} />
            <AxisBottom
              scale={x}
              top={binH * rows.length}
              label="Level"
              tickLabelProps={tickLabel}
              labelProps={axisLabel}
            />
          </Group>
        </svg>
      )}
    </ChartFrame>
  );
}
