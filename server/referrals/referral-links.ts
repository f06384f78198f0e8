/** The business agent's referrals page, as mails link to it. */
export const referralsLink = (publicUrl: string) => `${publicUrl}/referrals`;
