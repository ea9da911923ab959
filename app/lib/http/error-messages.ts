/** What an error page says for each status the app answers with; anything else is a plain "something went wrong". */
export const ERROR_MESSAGES: Record<number, [title: string, message: string]> = {
  403: ["Access denied", "You do not have access to this page."],
  404: ["Page not found", "We could not find that page."],
  405: ["Not available", "That action is not available on this page."],
  413: [
    "Too long to send",
    "A text in the form is longer than the form takes, so nothing was saved. Go back, shorten it and send it again.",
  ],
  503: ["Service temporarily unavailable", "We cannot reach our records right now. Please try again in a few minutes."],
};

export const UNKNOWN_ERROR: [string, string] = ["Oops! Something went wrong", "The request could not be completed."];
