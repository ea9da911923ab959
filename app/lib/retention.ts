// How long personal data is kept where the code deletes it itself (the privacy policy
// states these numbers from here; app/server/records/retention.server.ts applies them daily).

/** Security logs (sign-in and other attempts) and records of e-mails sent: 180 days, as India's CERT-In directions require. */
export const LOG_RETENTION_DAYS = 180;

/** An enquiry that never became a client: 24 months after it was last updated. */
export const ENQUIRY_RETENTION_MONTHS = 24;
