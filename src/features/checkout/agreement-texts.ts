import { m } from '@/generated/paraglide/messages.js';
import { formatMoney, formatPercent } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { FEES } from '@/shared/fees';

/** One numbered section of an agreement; amounts come from the fee table, in the reader's language. */
export interface AgreementSection {
  id: string;
  title: () => string;
  paragraphs: Array<(locale: Locale) => string>;
}

// A paragraph without amounts reads the same in every locale's formatting.
const plain = (message: () => string) => () => message();
const cardFee = (locale: Locale) => formatPercent(FEES.card.percent, locale);
const fixedCardFee = (locale: Locale) => formatMoney(FEES.card.fixedCents, locale);

/** The master service agreement (the client services agreement of checkout). */
export const MSA_SECTIONS: AgreementSection[] = [
  { id: 'parties', title: m.checkout_msa_parties_title, paragraphs: [plain(m.checkout_msa_parties_p1), plain(m.checkout_msa_parties_p2)] },
  { id: 'services', title: m.checkout_msa_services_title, paragraphs: [plain(m.checkout_msa_services_p1), plain(m.checkout_msa_services_p2)] },
  { id: 'employment', title: m.checkout_msa_employment_title, paragraphs: [plain(m.checkout_msa_employment_p1), plain(m.checkout_msa_employment_p2)] },
  { id: 'fees', title: m.checkout_msa_fees_title, paragraphs: [plain(m.checkout_msa_fees_p1), plain(m.checkout_msa_fees_p2)] },
  {
    id: 'billing',
    title: m.checkout_msa_billing_title,
    paragraphs: [(locale) => m.checkout_msa_billing_p1({ percent: cardFee(locale), fixed: fixedCardFee(locale) }), plain(m.checkout_msa_billing_p2)],
  },
  { id: 'payment-failure', title: m.checkout_msa_failure_title, paragraphs: [plain(m.checkout_msa_failure_p1)] },
  { id: 'term', title: m.checkout_msa_term_title, paragraphs: [plain(m.checkout_msa_term_p1), plain(m.checkout_msa_term_p2)] },
  { id: 'confidentiality', title: m.checkout_msa_confidentiality_title, paragraphs: [plain(m.checkout_msa_confidentiality_p1)] },
  { id: 'data-protection', title: m.checkout_msa_data_title, paragraphs: [plain(m.checkout_msa_data_p1)] },
  { id: 'non-solicitation', title: m.checkout_msa_solicitation_title, paragraphs: [plain(m.checkout_msa_solicitation_p1)] },
  { id: 'liability', title: m.checkout_msa_liability_title, paragraphs: [plain(m.checkout_msa_liability_p1)] },
  { id: 'governing-terms', title: m.checkout_msa_governing_title, paragraphs: [plain(m.checkout_msa_governing_p1)] },
];

/** The platform hire terms (the platform agreement). */
export const HIRE_TERMS_SECTIONS: AgreementSection[] = [
  { id: 'about', title: m.checkout_terms_about_title, paragraphs: [plain(m.checkout_terms_about_p1)] },
  { id: 'platform', title: m.checkout_terms_platform_title, paragraphs: [plain(m.checkout_terms_platform_p1)] },
  {
    id: 'subscription',
    title: m.checkout_terms_subscription_title,
    paragraphs: [(locale) => m.checkout_terms_subscription_p1({ amount: formatMoney(FEES.platformSubscription, locale) })],
  },
  {
    id: 'fees',
    title: m.checkout_terms_fees_title,
    paragraphs: [
      (locale) =>
        m.checkout_terms_fees_p1({
          setup: formatMoney(FEES.onboardingSetup, locale),
          entry: formatMoney(FEES.serviceFee.entry, locale),
          intermediate: formatMoney(FEES.serviceFee.intermediate, locale),
          expert: formatMoney(FEES.serviceFee.expert, locale),
        }),
      (locale) =>
        m.checkout_terms_fees_p2({
          insurance: formatMoney(FEES.addOns.insurance, locale),
          healthcare: formatMoney(FEES.addOns.healthcare, locale),
          cloud: formatMoney(FEES.addOns.secureCloudComputing, locale),
          percent: cardFee(locale),
          fixed: fixedCardFee(locale),
        }),
      plain(m.checkout_terms_fees_p3),
    ],
  },
  { id: 'coupons-and-grants', title: m.checkout_terms_coupons_title, paragraphs: [plain(m.checkout_terms_coupons_p1), plain(m.checkout_terms_coupons_p2)] },
  { id: 'acceptable-use', title: m.checkout_terms_use_title, paragraphs: [plain(m.checkout_terms_use_p1)] },
  { id: 'cancellation', title: m.checkout_terms_cancel_title, paragraphs: [plain(m.checkout_terms_cancel_p1)] },
  { id: 'changes', title: m.checkout_terms_changes_title, paragraphs: [plain(m.checkout_terms_changes_p1)] },
];
