// The consent a visitor gives with an enquiry, word for word: the form shows it and
// an assessment keeps the text that was shown (issue 21).
export const CONTACT_CONSENT =
  "I agree that you use these details to answer my enquiry and contact me about it, as the privacy policy explains. I can withdraw this at any time by writing to you.";
export const CALCULATOR_CONSENT =
  "I agree that you keep these answers and my details to advise me and contact me about them, as the privacy policy explains. I can withdraw this at any time by writing to you.";
export const BOOKING_CONSENT =
  "I agree that you keep these details and answers to prepare and hold this consultation and contact me about it, as the privacy policy explains. I can withdraw this at any time by writing to you.";
