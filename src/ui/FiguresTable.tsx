import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FiguresColumn {
  header: string;
  /** Amounts line up at the end of their cells. */
  end?: boolean;
  /** The figure the eye should land on (a total). */
  strong?: boolean;
  /** An amount is never broken across lines. */
  noWrap?: boolean;
}

export interface FiguresTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The first column heads each row (the level, the role, the fee). */
  columns: readonly FiguresColumn[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  size?: 'sm' | 'md';
}

/**
 * A small table of figures, each row headed by its first cell, in a bordered frame that
 * scrolls sideways on a narrow screen. A list of records that becomes cards on a phone
 * is src/ui/StackedTable.tsx instead.
 */
export function FiguresTable({ labelledBy, columns, rows, size = 'sm' }: FiguresTableProps) {
  const look = (column: FiguresColumn | undefined) => ({
    textAlign: column?.end ? 'end' : undefined,
    fontWeight: column?.strong ? 'semibold' : 'normal',
    whiteSpace: column?.noWrap ? 'nowrap' : undefined,
  }) as const;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size={size} aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} scope="col" textAlign={column.end ? 'end' : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <Table.Row key={key}>
              <Table.Cell as="th" scope="row" {...look(columns[0])}>
                {first}
              </Table.Cell>
              {rest.map((cell, index) => (
                <Table.Cell key={index} {...look(columns[index + 1])}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
