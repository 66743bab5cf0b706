import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  type SxProps,
  type Theme,
} from '@mui/material';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** What a column's field says about its column, as react-admin's Datagrid reads it. */
interface ColumnProps {
  source?: string;
  label?: string;
  sortable?: boolean;
  textAlign?: 'left' | 'right';
}
type Column = ReactElement<ColumnProps>;

const columnClass = (column: Column, i: number) =>
  `column-${column.props.source ?? column.props.label?.toLowerCase().replace(/\s+/g, '-') ?? i}`;

/**
 * The list's records as a table: one column per field child (its label in the header, its source in the cell's
 * `column-<source>` class), sortable by the header where the field has a source, the sort marked for screen
 * readers (aria-sort). A row may open a page (`rowClick`); its own links and buttons stay its own. Lighter than
 * react-admin's Datagrid, which brings selection checkboxes, bulk actions and tooltips to every list.
 */
export function DataTable({ children, rowClick, sx }: DataTableProps) {
  const { data, sort, setSort } = useListContext();
  const navigate = useNavigate();
  const columns = Children.toArray(children).filter(isValidElement) as Column[];
  const align = (c: Column) => c.props.textAlign ?? (c.type as { textAlign?: 'right' }).textAlign;
  return (
    <Table size="small" sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((column, i) => {
            const { source, label = '', sortable = true } = column.props;
            const active = sort?.field === source;
            return (
              <TableCell
                key={i}
                className={columnClass(column, i)}
                align={align(column)}
                sortDirection={active ? (sort.order === 'DESC' ? 'desc' : 'asc') : false}
              >
                {source && sortable ? (
                  <TableSortLabel
                    active={active}
                    direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => setSort({ field: source, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
                  >
                    {label}
                  </TableSortLabel>
                ) : (
                  label
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {(data ?? []).map((record) => {
          const to = rowClick?.(record);
          return (
            <RecordContextProvider key={record.id} value={record}>
              <TableRow hover onClick={to ? () => navigate(to) : undefined} sx={to ? { cursor: 'pointer' } : undefined}>
                {columns.map((column, i) => (
                  <TableCell key={i} className={columnClass(column, i)} align={align(column)}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </RecordContextProvider>
          );
        })}
      </TableBody>
    </Table>
  );
}
interface DataTableProps {
  children: ReactNode;
  /** Where a click on the row leads, if anywhere. */
  rowClick?: (record: RaRecord) => string | undefined;
  sx?: SxProps<Theme>;
}
