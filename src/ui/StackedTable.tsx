import { Box, Table, type TableCellProps, type TableRootProps } from '@chakra-ui/react';

/**
 * Below the `md` breakpoint a table's rows become stacked cards: each row a bordered
 * card, each cell a line with its column's name before the value, the header row
 * hidden from sight but kept for screen readers. One DOM for every width, in CSS
 * alone: nothing to hydrate, nothing duplicated, the same rows a test finds.
 *
 * The table parts carry their roles explicitly, as CSS `display` changes can drop a
 * table's semantics in some browsers.
 */
const stackedBelowMd = {
  mdDown: {
    display: 'block',
    borderWidth: '0',
    '& > caption': { display: 'block' },
    '& tbody, & tr, & td, & th[scope="row"]': { display: 'block' },
    // Out of sight, still read: the column names name each card's lines for screen readers.
    '& thead': { srOnly: true },
    '& tbody': { display: 'flex', flexDirection: 'column', gap: '3' },
    '& tbody > tr': {
      borderWidth: '1px',
      borderRadius: 'lg',
      bg: 'bg.panel',
      px: '4',
      py: '3',
    },
    '& tbody > tr > td, & tbody > tr > th': {
      borderBottomWidth: '0',
      px: '0',
      py: '1',
      textAlign: 'start',
      whiteSpace: 'normal',
      minW: '0',
    },
    // A labelled cell is a line: its column's name, then the value. The name is decoration
    // (empty alternative text): a screen reader already hears the column header.
    '& td[data-label]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 38%) minmax(0, 1fr)',
      columnGap: '3',
      alignItems: 'baseline',
      // A badge keeps its own width rather than filling the line.
      justifyItems: 'start',
    },
    '& td[data-label]::before': {
      content: 'attr(data-label) / ""',
      color: 'fg.muted',
      textStyle: 'sm',
    },
  },
};

/**
 * Chakra's Table.Root that becomes a list of cards on a phone; use StackedTable.Cell for the cells.
 * From `md` up it sits in a bordered frame that scrolls sideways only if it must.
 */
function Root({ css, children, ...props }: TableRootProps) {
  return (
    <Box overflowX={{ md: 'auto' }} borderWidth={{ base: '0', md: '1px' }} borderRadius="lg" data-stacked-table="">
      <Table.Root role="table" css={{ ...stackedBelowMd, ...css }} {...props}>
        {children}
      </Table.Root>
    </Box>
  );
}

export interface StackedCellProps extends TableCellProps {
  /** The column's name, shown before the value when the row is a card; none for the card's title cell. */
  label?: string;
}

function Cell({ label, ...props }: StackedCellProps) {
  return <Table.Cell role="cell" data-label={label} {...props} />;
}

const Header = (props: Table.HeaderProps) => <Table.Header role="rowgroup" {...props} />;
const Body = (props: Table.BodyProps) => <Table.Body role="rowgroup" {...props} />;
const Row = (props: Table.RowProps) => <Table.Row role="row" {...props} />;
const ColumnHeader = (props: Table.ColumnHeaderProps) => <Table.ColumnHeader role="columnheader" scope="col" {...props} />;

/** A table that is a table from `md` up and a list of cards below: one component for every list of records. */
export const StackedTable = { Root, Header, Body, Row, ColumnHeader, Cell, Caption: Table.Caption };
