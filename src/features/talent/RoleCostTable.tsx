import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { formatMoney } from '@/shared/format';
import { jobRoleLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { JobRole } from '@/shared/job-roles';
import { typicalMonthlyCost } from '@/shared/typical-cost';
import { FiguresTable } from '@/ui/FiguresTable';
import { hireRolePath } from './paths';

/** An industry's roles with what an intermediate full-time hire typically costs a month; each role opens its own page. */
export function RoleCostTable({ roles, labelledBy, locale }: { roles: JobRole[]; labelledBy: string; locale: Locale }) {
  return (
    <FiguresTable
      labelledBy={labelledBy}
      columns={[
        { header: m.talent_col_role() },
        { header: m.talent_col_salary(), end: true },
        { header: m.talent_col_fee(), end: true },
        { header: m.talent_col_total(), end: true, strong: true },
      ]}
      rows={roles.map((role) => {
        const cost = typicalMonthlyCost(role, 'intermediate');
        return {
          key: role,
          cells: [
            <ChakraLink asChild color="brand.fg">
              <Link to={hireRolePath(role)}>{jobRoleLabel(role)}</Link>
            </ChakraLink>,
            formatMoney(cost.salaryCents, locale),
            formatMoney(cost.serviceFeeCents, locale),
            formatMoney(cost.totalCents, locale),
          ],
        };
      })}
    />
  );
}
