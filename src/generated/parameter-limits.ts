// Generated from the contract by scripts/contract-limits.mjs (`npm run generate`); do not edit.

/** What the contract allows in each shared query and path parameter, by parameter name. */
export const parameterLimits = {
  IdPath: { maxLength: 64 },
  fromDate: { maxLength: 64 },
  toDate: { maxLength: 64 },
  page: { minimum: 1, maximum: 10000 },
  page_size: { minimum: 1, maximum: 50 },
  q: { maxLength: 100 },
  jobFilter: { maxLength: 64 },
  skillsFilter: { maxLength: 200 },
  maxRate: { minimum: 0, maximum: 100000000 },
  countryFilter: { maxLength: 64 },
} as const;
