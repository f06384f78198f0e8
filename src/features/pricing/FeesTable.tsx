import { m } from '@/generated/paraglide/messages.js';
import { formatMoney, formatPercent } from '@/shared/format';
import { experienceLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import { FEES } from '@/shared/fees';
import { FiguresTable } from '@/ui/FiguresTable';

interface FeeRow {
  name: string;
  amount: string;
  when: string;
}

/** Every fee we charge, straight from the fee table the checkout and the monthly bill use. */
export function feeRows(locale: Locale): FeeRow[] {
  const money = (cents: number) => formatMoney(cents, locale);
  const percent = formatPercent(FEES.card.percent, locale);
  const perPerson = m.pricing_fee_per_person_month();
  return [
    ...(['entry', 'intermediate', 'expert'] as const).map((level) => ({
      name: m.pricing_fee_service({ level: experienceLabel(level) }),
      amount: money(FEES.serviceFee[level]),
      when: perPerson,
    })),
    { name: m.pricing_fee_setup(), amount: money(FEES.onboardingSetup), when: m.pricing_fee_once_per_hire() },
    { name: m.pricing_fee_subscription(), amount: money(FEES.platformSubscription), when: m.pricing_fee_per_account_month() },
    { name: m.pricing_fee_insurance(), amount: money(FEES.addOns.insurance), when: perPerson },
    { name: m.pricing_fee_healthcare(), amount: money(FEES.addOns.healthcare), when: perPerson },
    { name: m.pricing_fee_secure_cloud(), amount: money(FEES.addOns.secureCloudComputing), when: perPerson },
    { name: m.pricing_fee_card(), amount: m.pricing_fee_card_amount({ percent, fixed: money(FEES.card.fixedCents) }), when: m.pricing_fee_per_payment() },
  ];
}

export function FeesTable({ locale, labelledBy }: { locale: Locale; labelledBy: string }) {
  return (
    <FiguresTable
      labelledBy={labelledBy}
      size="md"
      columns={[
        { header: m.pricing_fees_col_fee() },
        { header: m.pricing_fees_col_amount(), end: true, strong: true, noWrap: true },
        { header: m.pricing_fees_col_when() },
      ]}
      rows={feeRows(locale).map((row) => ({ key: row.name, cells: [row.name, row.amount, row.when] }))}
    />
  );
}
