import type { ApplicationStatus } from "./application-workflow";
import type { ChecklistItem } from "../documents/document-checklists";

export type Turn = { who: "client" | "consultancy" | "government" | "nobody"; title: string; detail: string };

/** What the client must do next, or who is working on the case: the question clients ask most. */
export function whoseTurn(
  status: ApplicationStatus,
  checklist: ChecklistItem[],
  tasks: { title: string; due_on: string | null }[] = [],
): Turn {
  const theirs = checklist.filter((c) => c.providedBy !== "firm");
  const toFix = theirs.filter((c) => c.state === "rejected");
  const asked = theirs.filter((c) => c.state === "missing" && c.requestedAt);
  const missing = theirs.filter((c) => c.state === "missing" && (c.required || c.requestedAt));
  const decided = ["granted", "refused", "withdrawn", "closed"].includes(status);
  // Every thing the client must do is named: a task, a document asked for, a document to replace.
  const replace =
    toFix.length && status !== "closed"
      ? `Upload a new copy of: ${toFix.map((c) => c.name).join("; ")} (the reason is beside it below).`
      : "";
  if (tasks.length && !decided) {
    const [first, ...more] = tasks;
    const askedToo = asked.length ? `Upload what we asked for: ${asked.map((c) => c.name).join("; ")}.` : "";
    return {
      who: "client",
      title: `Your turn: ${first.title}`,
      detail: [
        `${more.length ? `And ${more.length} more thing${more.length === 1 ? "" : "s"} to do. ` : ""}Mark each done under “Your turn: things to do” when it is.`,
        askedToo,
        replace,
      ]
        .filter(Boolean)
        .join(" "),
    };
  }
  if (asked.length && !decided) {
    return {
      who: "client",
      title: "Your turn: upload what we asked for",
      detail: [`Your case team asked you for: ${asked.map((c) => c.name).join("; ")}. Their note is beside each one below.`, replace]
        .filter(Boolean)
        .join(" "),
    };
  }
  if (replace) {
    const toUpload =
      status === "documents_pending" && missing.length
        ? ` And ${missing.length} document${missing.length === 1 ? "" : "s"} still to upload.`
        : "";
    return { who: "client", title: "Your turn: replace a document", detail: `${replace}${toUpload}` };
  }
  switch (status) {
    case "enquiry":
    case "assessment":
      return {
        who: "consultancy",
        title: "We are assessing your profile",
        detail: "Your case team is checking your options. Completing your profile helps us finish sooner.",
      };
    case "documents_pending":
      return missing.length
        ? {
            who: "client",
            title: "Your turn: upload your documents",
            detail: `${missing.length} document${missing.length === 1 ? "" : "s"} still to upload. Clear scans or photos (PDF, JPEG or PNG) are fine.`,
          }
        : {
            who: "consultancy",
            title: "We are checking your documents",
            detail: "Everything is uploaded. Your case team is reviewing each document.",
          };
    case "ready_to_lodge":
      return {
        who: "consultancy",
        title: "We are preparing your application",
        detail: "Your application is being finalised for lodging. We will ask you to check and sign it.",
      };
    case "lodged":
      return {
        who: "government",
        title: "With the government",
        detail: "Your application has been lodged. The decision is made by the government; we watch for any request.",
      };
    case "additional_info_requested":
      return {
        who: "client",
        title: "Your turn: more information is needed",
        detail: "The government asked for more information. Your case team will tell you exactly what to provide and by when.",
      };
    case "granted":
      return {
        who: "nobody",
        title: "Granted",
        detail: "Congratulations. Check your grant letter's conditions and start planning your travel.",
      };
    case "refused":
      return {
        who: "consultancy",
        title: "Refused",
        detail: "Your case team will explain the reasons and any options, such as a review or a new application.",
      };
    case "withdrawn":
      return { who: "nobody", title: "Withdrawn", detail: "This application was withdrawn." };
    case "closed":
      return { who: "nobody", title: "Closed", detail: "This case is closed." };
  }
}
