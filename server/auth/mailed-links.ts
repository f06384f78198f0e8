/** The page a verification mail links to. */
export const verifyLink = (publicUrl: string, token: string) => `${publicUrl}/verify-email/${token}`;

/** The page a password-reset mail links to. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;
