/**
 * The agreements a candidate signs in the app before work starts (docs/product.md, "Onboarding"):
 * the contractor agreement and the non-disclosure agreement. Their texts are content, one file per
 * version and language (messages/content/agreements/<slug>/v<version>/<locale>.json), read and
 * fingerprinted by the server (server/onboarding/agreement-texts.ts).
 */
export const AGREEMENT_KINDS = ['contractor_agreement', 'nda'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** How a kind is written in addresses (`/candidate/agreements/contractor-agreement`) and content folders. */
export const AGREEMENT_SLUGS: Record<AgreementKind, string> = { contractor_agreement: 'contractor-agreement', nda: 'nda' };

export const agreementOfSlug = (slug: string | undefined): AgreementKind | undefined =>
  AGREEMENT_KINDS.find((kind) => AGREEMENT_SLUGS[kind] === slug);

/**
 * A name as it is compared with the name on the account: the same letters whatever their case
 * and whatever the spaces between or around them ("ada  LOVELACE " is "Ada Lovelace").
 */
export const comparableName = (name: string) => name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, '');

/** Whether the name typed to sign is the name on the account, case and spaces aside. */
export const namesMatch = (typed: string, onAccount: string) => comparableName(typed) !== '' && comparableName(typed) === comparableName(onAccount);
