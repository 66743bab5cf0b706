import { useCallback, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import './charts.css';

export interface ChartTable {
  caption?: string;
  columns: string[];
  rows: (string | number)[][];
}

/** What each mark of a chart calls to show its tooltip, on hover and on keyboard focus alike. */
export interface TooltipHandlers {
  show(event: MouseEvent<Element> | FocusEvent<Element>, content: ReactNode): void;
  hide(): void;
}

/** Props a focusable mark spreads: pointer and keyboard users get the same tooltip. */
export const markProps = (tip: TooltipHandlers, content: ReactNode, label: string) => ({
  // A named graphic: an SVG path or rect has no role of its own, and a label needs one to be read.
  role: 'img',
  tabIndex: 0,
  'aria-label': label,
  onMouseMove: (e: MouseEvent<Element>) => tip.show(e, content),
  onMouseLeave: tip.hide,
  onFocus: (e: FocusEvent<Element>) => tip.show(e, content),
  onBlur: tip.hide,
});

/**
 * A chart's frame: its title, the SVG (described by `summary` for screen readers), a tooltip, and the
 * same figures as a visually hidden table, so the chart has a text alternative.
 */
export function ChartFrame({
  title,
  summary,
  table,
  children,
  className = '',
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children: (tip: TooltipHandlers) => ReactNode;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { tooltipOpen, tooltipLeft, tooltipTop, tooltipData, showTooltip, hideTooltip } = useTooltip<ReactNode>();
  const show = useCallback(
    (event: MouseEvent<Element> | FocusEvent<Element>, content: ReactNode) => {
      const frame = box.current?.getBoundingClientRect();
      if (!frame) return;
      let x: number;
      let y: number;
      if ('clientX' in event) {
        x = event.clientX;
        y = event.clientY;
      } else {
        const mark = event.currentTarget.getBoundingClientRect();
        x = mark.left + mark.width / 2;
        y = mark.top + mark.height / 2;
      }
      showTooltip({ tooltipLeft: x - frame.left, tooltipTop: y - frame.top, tooltipData: content });
    },
    [showTooltip],
  );
  const tip = { show, hide: hideTooltip };
  return (
    <figure className={`chart card ${className}`}>
      <figcaption className="chart-title">{title}</figcaption>
      <div className="chart-box" ref={box}>
        <div className="chart-scroll" role="group" aria-label={`${title}. ${summary}`}>
          {children(tip)}
        </div>
        {tooltipOpen && (
          <TooltipWithBounds left={tooltipLeft} top={tooltipTop} className="chart-tooltip">
            {tooltipData}
          </TooltipWithBounds>
        )}
      </div>
      {/* Wrapped: a table keeps its content width even when clipped, which would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{table.caption ?? title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
