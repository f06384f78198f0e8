import { industryLabel, jobRoleLabel } from '@/lib/labels';
import { ROLES_BY_INDUSTRY } from '@/lib/role-groups';
import type { Industry } from '@/shared/job-roles';

export interface RoleOptionsProps {
  /** The words of the empty choice that comes first. */
  emptyLabel: string;
  /** Only this industry's roles, once the person has chosen one. */
  industry?: Industry;
}

/** The options of a role picker: an empty choice, then every role under its industry. */
export function RoleOptions({ emptyLabel, industry }: RoleOptionsProps) {
  const groups = industry ? ROLES_BY_INDUSTRY.filter((group) => group.industry === industry) : ROLES_BY_INDUSTRY;
  return (
    <>
      <option value="">{emptyLabel}</option>
      {groups.map((group) => (
        <optgroup key={group.industry} label={industryLabel(group.industry)}>
          {group.roles.map((role) => (
            <option key={role} value={role}>
              {jobRoleLabel(role)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
