// How long personal data is kept where the code deletes it itself (the privacy policy
// states these numbers from here; app/server/records/retention.server.ts applies them daily).

/** Security logs (sign-in and other attempts) and records of e-mails sent: 180 days, as India's CERT-In directions require. */
export const LOG_RETENTION_DAYS = 180;

/** An enquiry that never became a client: 24 months after it was last updated. */
export const ENQUIRY_RETENTION_MONTHS = 24;

/**
 * The audit log: 8 years from each entry. Indian law asks a firm to keep its books of
 * account and the vouchers behind them for 8 years (Companies Act 2013, s. 128(5)), and
 * GST records 72 months after the year's return: the log is the trail behind those
 * books (invoices made void, payments, credit notes) and behind the changes to clients'
 * cases, so it is kept as long as the longest of them. Fixed here, not a setting: an
 * entry the firm could shorten the life of is not a trail.
 */
export const AUDIT_RETENTION_YEARS = 8;
