import { Input, SimpleGrid } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { LabelledField } from '@/ui/LabelledField';
import type { CandidateProfile } from './api';
import { LINK_MAX, LINKS, linksForm, linksSchema, toLinks, type LinkName } from './links-form';
import { SectionCard, SectionForm } from './SectionCard';
import { useSectionForm } from './use-section-form';

const LABEL: Record<LinkName, () => string> = {
  portfolio: m.profile_link_portfolio,
  linkedin: m.profile_link_linkedin,
  github: m.profile_link_github,
  website: m.profile_link_website,
};

const FIELDS = Object.fromEntries(LINKS.map((name) => [name, name]));

/** Where employers can see the candidate's work: a portfolio, LinkedIn, GitHub, a website. */
export function LinksSection({ profile }: { profile: CandidateProfile }) {
  const editor = useSectionForm({
    section: 'links',
    profile,
    formOf: (p: CandidateProfile) => linksForm(p.links),
    schema: linksSchema,
    fields: FIELDS,
    toAnswers: toLinks,
  });
  const { register, errors } = editor.form;

  return (
    <SectionCard section="links" headingRef={editor.headingRef} hint={m.profile_links_hint()}>
      <SectionForm {...editor.formProps}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {LINKS.map((name) => (
            <LabelledField key={name} id={`profile-link-${name}`} label={LABEL[name]()} error={errors[name]?.message}>
              {(aria) => <Input {...aria} type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={LINK_MAX} {...register(name)} />}
            </LabelledField>
          ))}
        </SimpleGrid>
      </SectionForm>
    </SectionCard>
  );
}
