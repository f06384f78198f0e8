/** The confirmation of a paid checkout; the payment id in the query survives a reload. */
export const hireSuccessfulPath = (paymentId: string) => `/hire-staff/hire-successful?payment=${encodeURIComponent(paymentId)}`;
