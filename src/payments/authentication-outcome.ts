/** How the card's authentication step (3-D Secure) ended; the payment is confirmed either way. */
export type AuthenticationOutcome = 'completed' | 'failed';
