import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AGREEMENT_KINDS, AGREEMENT_SLUGS, type AgreementKind } from '../../src/shared/agreements.js';
import { locales, type Locale } from '../../src/generated/paraglide/runtime.js';

/*
 * The texts of the agreements signed in the app, as content beside the legal pages':
 * messages/content/agreements/<slug>/v<version>/<locale>.json, each `{ title, updated, summary,
 * sections }` in the legal pages' shape (scripts/check-legal-content.mjs). A new version of an
 * agreement is a new folder; the highest is the one to sign, and the old ones stay, for the
 * signatures that name them.
 *
 * What a candidate reads and signs is one plain text made from the file (`text`, below): the
 * title, each heading, each paragraph and each list item, in order. The page shows exactly that
 * text and the signature records its SHA-256, so anyone holding the text can check the
 * fingerprint (`sha256sum`) against the record.
 */

type Block = { type: 'p'; text: string } | { type: 'ul'; items: string[] };
interface AgreementFile {
  title: string;
  updated: string;
  summary: string;
  sections: Array<{ id: string; heading: string; blocks: Block[] }>;
}

export interface AgreementText {
  kind: AgreementKind;
  version: number;
  language: Locale;
  title: string;
  /** The day this version was written, `YYYY-MM-DD`. */
  updated: string;
  /** The whole text: `# title`, `## heading`, paragraphs, and list items as `- item`, one blank line between blocks. */
  text: string;
  sha256: string;
}

/**
 * The text as it is shown and fingerprinted. Blocks are separated by a blank line; a heading
 * starts with `## `, a list is one `- ` line per item (src/features/agreements/agreement-blocks.ts
 * reads it back).
 */
export function agreementText(file: AgreementFile): string {
  const blocks = [`# ${file.title}`];
  for (const section of file.sections) {
    blocks.push(`## ${section.heading}`);
    for (const block of section.blocks) blocks.push(block.type === 'p' ? block.text : block.items.map((item) => `- ${item}`).join('\n'));
  }
  return blocks.join('\n\n');
}

export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface AgreementLibrary {
  /** The version to sign now. */
  current(kind: AgreementKind): number;
  /** One version in one language; undefined when there is no such text. */
  text(kind: AgreementKind, version: number, language: Locale): AgreementText | undefined;
}

const CONTENT_DIR = fileURLToPath(new URL('../../messages/content/agreements', import.meta.url));

/** Reads every version of every agreement in every language; a version missing a language is refused at start. */
export function readAgreementLibrary(dir = CONTENT_DIR): AgreementLibrary {
  const texts = new Map<string, AgreementText>();
  const currents = new Map<AgreementKind, number>();
  const key = (kind: AgreementKind, version: number, language: string) => `${kind}/${version}/${language}`;
  for (const kind of AGREEMENT_KINDS) {
    const folder = `${dir}/${AGREEMENT_SLUGS[kind]}`;
    const versions = existsSync(folder)
      ? readdirSync(folder)
          .map((name) => /^v([1-9]\d*)$/.exec(name)?.[1])
          .filter((v): v is string => v !== undefined)
          .map(Number)
      : [];
    if (versions.length === 0) throw new Error(`No text of the ${kind} in ${folder}`);
    for (const version of versions) {
      for (const language of locales) {
        const file = JSON.parse(readFileSync(`${folder}/v${version}/${language}.json`, 'utf8')) as AgreementFile;
        const text = agreementText(file);
        texts.set(key(kind, version, language), { kind, version, language, title: file.title, updated: file.updated, text, sha256: sha256Of(text) });
      }
    }
    currents.set(kind, Math.max(...versions));
  }
  return {
    current: (kind) => currents.get(kind)!,
    text: (kind, version, language) => texts.get(key(kind, version, language)),
  };
}

let library: AgreementLibrary | undefined;

/** The agreements in messages/content, read once on first use. */
export const agreementLibrary = (): AgreementLibrary => (library ??= readAgreementLibrary());
