// The name a client types to sign an agreement must be the name on their account: the
// same letters and words, whatever the letter case or the spaces between them.

const normalise = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

export const isAccountName = (typed: string, accountName: string) => normalise(typed) === normalise(accountName);

/** The stored signature: what was typed, its spaces tidied. */
export const tidyName = (typed: string) => typed.normalize("NFC").trim().replace(/\s+/g, " ");

export const signatureHint = (accountName: string) => `Type your full name as on your account: ${accountName}`;

export const signatureMismatch = (accountName: string) =>
  `Type your full name exactly as on your account: ${accountName}. If that name is wrong, write to us before you sign.`;
