import { Lexer, type Token, type Tokens } from "marked";

// What the client signs is what they read (issue 38): an agreement's Markdown may hold
// nothing that the page renders to nothing, or to something other than its text. A
// line such as `[//]: # (You waive every refund)` is a link definition: signed and
// hashed, never shown. Each finding is said in words an admin can act on; the template
// is refused when saved, and an agreement holding one is neither drawn up nor signed.

export const HIDDEN_TEXT_MESSAGES = {
  html: "Write the agreement in Markdown only: HTML tags and comments are not allowed (they can hide text from the client).",
  definition:
    "Remove the lines of the form [label]: address (link definitions and footnotes): the page does not show them, so the client would sign text they cannot read.",
  link: "Write a web address as itself (https://…), not as a link behind other words: the client signs what they can read.",
  image: "Remove the images: an agreement is text, and a picture's words cannot be read or checked.",
  checkbox: "Remove the tick boxes ([ ] or [x] at the start of a list item): the page shows them as nothing.",
  table:
    "A row of a table has more cells than its header: the page does not show the extra cells. Give every row the header's number of cells.",
  entity: "Write characters themselves, not as codes such as &nbsp; or &#8203; (a code can stand for an invisible character).",
  invisible:
    "Remove the invisible characters (zero-width spaces, direction marks or other control characters): they can hide or reorder text.",
} as const;

export type HiddenText = keyof typeof HIDDEN_TEXT_MESSAGES;

// Every control, format (zero-width, bidi), surrogate, private-use or unassigned
// character but tab and line breaks; line and paragraph separators; variation selectors
// (they can carry text after a visible character); the blank "letters" (Hangul fillers,
// braille blank). A zero-width (non-)joiner after a letter shapes Indian scripts: kept.
const INVISIBLE =
  /(?![\t\n\r])(?!(?<=[\p{L}\p{M}])[\u200C\u200D])[\p{C}\p{Zl}\p{Zp}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u115F\u1160\u3164\uFFA0\u2800]/u;
// Not when escaped (\& and \< are Markdown for the characters themselves, as people's words are written).
const ENTITY = /(?<!\\)&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;
const TAG = /(?<!\\)<[a-z!/?]/i;

/** Cells in a table row as GFM counts them: split on pipes not escaped, the outer ones dropped. */
const cellCount = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/).length;

/** What in this Markdown would not be shown as written, each kind once (none: it is all shown). */
export function hiddenText(markdown: string): HiddenText[] {
  const found = new Set<HiddenText>();
  if (INVISIBLE.test(markdown)) found.add("invisible");
  if (ENTITY.test(markdown)) found.add("entity");
  if (TAG.test(markdown)) found.add("html");
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  if (Object.keys(tokens.links).length) found.add("definition");
  walk(tokens, (t) => {
    if (t.type === "html") found.add("html");
    else if (t.type === "def") found.add("definition");
    else if (t.type === "image") found.add("image");
    else if (t.type === "checkbox" || (t.type === "list_item" && (t as Tokens.ListItem).task)) found.add("checkbox");
    else if (t.type === "link") {
      const link = t as Tokens.Link;
      // A bare address (https://…, www.…) shows itself; anything else hides where it leads.
      if (link.text !== link.raw || link.title) found.add("link");
    } else if (t.type === "table") {
      const table = t as Tokens.Table;
      const rows = table.raw
        .split("\n")
        .filter((l) => l.trim())
        .slice(2);
      if (rows.some((row) => cellCount(row) > table.header.length)) found.add("table");
    }
  });
  return [...found];
}

/** The messages for what `hiddenText` found, in its order. */
export const hiddenTextMessages = (markdown: string) => hiddenText(markdown).map((k) => HIDDEN_TEXT_MESSAGES[k]);

function walk(tokens: Token[], visit: (t: Token) => void) {
  for (const t of tokens) {
    visit(t);
    const children: Token[][] = [];
    if ("tokens" in t && Array.isArray(t.tokens)) children.push(t.tokens);
    if (t.type === "list") children.push((t as Tokens.List).items);
    if (t.type === "table") {
      const table = t as Tokens.Table;
      children.push(...table.header.map((c) => c.tokens), ...table.rows.flatMap((r) => r.map((c) => c.tokens)));
    }
    for (const c of children) walk(c, visit);
  }
}
