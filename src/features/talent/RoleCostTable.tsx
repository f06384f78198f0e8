import { Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { formatMoney } from '@/shared/format';
import { jobRoleLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { JobRole } from '@/shared/job-roles';
import { hireRolePath } from './paths';
import { typicalMonthlyCost } from '@/shared/typical-cost';

/** An industry's roles with what an intermediate full-time hire typically costs a month; each role opens its own page. */
export function RoleCostTable({ roles, labelledBy, locale }: { roles: JobRole[]; labelledBy: string; locale: Locale }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.talent_col_role()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.talent_col_salary()}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.talent_col_fee()}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.talent_col_total()}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {roles.map((role) => {
            const cost = typicalMonthlyCost(role, 'intermediate');
            return (
              <Table.Row key={role}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  <ChakraLink asChild color="brand.fg">
                    <Link to={hireRolePath(role)}>{jobRoleLabel(role)}</Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(cost.salaryCents, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(cost.serviceFeeCents, locale)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatMoney(cost.totalCents, locale)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
