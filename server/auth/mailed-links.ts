/** The page a verification mail links to. */
export const verifyLink = (publicUrl: string, token: string) => `${publicUrl}/verify-email/${token}`;

/** The page a password-reset mail links to. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

/** The page an e-mail change mail links to; it asks to sign in first (server/account/email-change.ts). */
export const emailChangeLink = (publicUrl: string, token: string) => `${publicUrl}/settings/email-change/${token}`;

/** Where a person who did not ask for a change to their account gets help. */
export const helpLink = (publicUrl: string) => `${publicUrl}/contact-us`;

/** The sign-in page, for an address that already has an account. */
export const signInLink = (publicUrl: string) => `${publicUrl}/login`;
