import { DataList, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { companySizeLabel } from '@/lib/company-size';
import { countryName } from '@/lib/countries';
import { industryLabel } from '@/lib/labels';
import { hoursYourTime } from '@/lib/time-zone-text';
import { browserTimeZone, formatClock, zoneLabel } from '@/shared/time-zones';
import { CompanyLogo } from '@/ui/CompanyLogo';

export type Company = components['schemas']['CompanyCard'];

type Locale = ReturnType<typeof useLocale>;

/** "Healthcare · 51–200 people": what kind of company, in a line. */
export const companyKind = (company: Company) =>
  [company.industry ? industryLabel(company.industry) : null, company.size ? companySizeLabel(company.size) : null].filter(Boolean).join(' · ');

/** "Portland, United States; Seattle, United States". */
export const companyPlaces = (company: Company, locale: Locale) =>
  company.locations.map((place) => `${place.city}, ${countryName(place.country, locale)}`).join('; ');

/** The company's hours on its clock, and on the reader's when the two differ. */
function hoursText(company: Company, locale: Locale): string | null {
  if (!company.work_hours || !company.timezone) return null;
  const { start, end } = company.work_hours;
  const theirs = m.cand_company_hours_value({ start: formatClock(start, locale), end: formatClock(end, locale), zone: zoneLabel(company.timezone) });
  if (company.timezone === browserTimeZone()) return theirs;
  return `${theirs} · ${hoursYourTime({ start_time: start, end_time: end, timezone: company.timezone }, locale)}`;
}

/**
 * Who is hiring, on a job's page: the logo (or monogram), the name, what kind of company, where
 * and when it works, its website and its own words about itself. Facts it never gave are left out.
 */
export function CompanyCard({ company }: { company: Company }) {
  const locale = useLocale();
  const kind = companyKind(company);
  const places = companyPlaces(company, locale);
  const hours = hoursText(company, locale);
  const facts: Array<[string, ReactNode]> = [];
  if (places) facts.push([m.cand_company_locations(), places]);
  if (company.timezone) facts.push([m.cand_company_timezone(), zoneLabel(company.timezone)]);
  if (hours) facts.push([m.cand_company_hours(), hours]);
  if (company.website_url) {
    facts.push([
      m.cand_company_website(),
      <ChakraLink href={company.website_url} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg">
        {company.website_url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        <Text as="span" srOnly>
          {m.cand_company_website_new_tab()}
        </Text>
      </ChakraLink>,
    ]);
  }
  return (
    <Stack as="section" aria-labelledby="job-company" gap="4" p="5" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <HStack gap="4" align="center">
        <CompanyLogo name={company.name} url={company.logo_url} size="16" alt="" />
        <Stack gap="0">
          <Heading as="h2" id="job-company" size="lg">
            {m.cand_company_about({ name: company.name })}
          </Heading>
          {kind ? <Text color="fg.muted">{kind}</Text> : null}
        </Stack>
      </HStack>
      {facts.length > 0 ? (
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel color="fg.muted" minW="36">
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : null}
      {company.description ? <Text whiteSpace="pre-wrap">{company.description}</Text> : null}
    </Stack>
  );
}
