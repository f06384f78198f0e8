import { Textarea } from '@chakra-ui/react';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { COMPANY_SIZES, companySizeLabel } from '@/lib/company-size';
import { INDUSTRIES, industryLabel } from '@/lib/labels';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import type { CompanyProfile } from './api';
import { aboutForm, aboutSchema, withAbout } from './company-form';
import { EditorCard, EditorForm } from '@/ui/EditorSection';
import { useCompanyForm } from './use-company-form';

const HEADING = 'company-about';
const MAX = limits.CompanyProfileInput.description.maxLength;

/** What the company does, its size and its industry: the first things a candidate reads about it. */
export function AboutSection({ profile }: { profile: CompanyProfile }) {
  const editor = useCompanyForm({
    profile,
    formOf: aboutForm,
    schema: aboutSchema,
    fields: { description: 'description', size: 'size', industry: 'industry' },
    toInput: withAbout,
  });
  const { register, errors } = editor.form;
  const title = m.company_about_title();

  return (
    <EditorCard headingId={HEADING} title={title} hint={m.company_about_hint()} headingRef={editor.headingRef}>
      <EditorForm headingId={HEADING} title={title} {...editor.formProps}>
        <LabelledField id="company-description" label={m.company_description()} hint={m.company_description_hint({ max: MAX })} error={errors.description?.message}>
          {(field) => <Textarea {...field} rows={6} maxLength={MAX} {...register('description')} />}
        </LabelledField>
        <SelectField
          id="company-size"
          label={m.company_size()}
          placeholder={m.company_not_said()}
          options={COMPANY_SIZES.map((size) => ({ value: size, label: companySizeLabel(size) }))}
          error={errors.size?.message}
          {...register('size')}
        />
        <SelectField
          id="company-industry"
          label={m.company_industry()}
          placeholder={m.company_not_said()}
          options={INDUSTRIES.map((industry) => ({ value: industry, label: industryLabel(industry) }))}
          error={errors.industry?.message}
          {...register('industry')}
        />
      </EditorForm>
    </EditorCard>
  );
}
