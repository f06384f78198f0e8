import type { ReactNode, RefObject } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { EditorCard, EditorForm, type EditorFormProps } from '@/ui/EditorSection';
import { sectionHeadingId, SECTION_TITLE, type EditorSection } from './sections';

export interface SectionCardProps {
  section: EditorSection;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  hint?: string;
  children: ReactNode;
}

/** One card of the editor: its heading (which a "missing" link and a save focus), what it is for, its content. */
export function SectionCard({ section, headingRef, hint, children }: SectionCardProps) {
  return (
    <EditorCard headingId={sectionHeadingId(section)} title={SECTION_TITLE[section]()} hint={hint} headingRef={headingRef}>
      {children}
    </EditorCard>
  );
}

/** The editor's form for one section: its title and heading come from the section. */
export type SectionFormProps = Omit<EditorFormProps, 'headingId' | 'title' | 'notice'> & {
  section: EditorSection;
  /** The draft was found on opening the page. */
  restored: boolean;
};

/** A section's form, saying so when it opened on a draft a reload found. */
export function SectionForm({ section, restored, ...form }: SectionFormProps) {
  return (
    <EditorForm headingId={sectionHeadingId(section)} title={SECTION_TITLE[section]()} notice={restored ? m.profile_draft_restored() : undefined} {...form} />
  );
}
