// The demo firm's past (supabase/seed-history.ts): its people and the shape of each past case,
// dated in days before the day the seed runs.
export const DAY = 86_400_000;
/** The day `n` days before today (UTC), and that day's time at 11:00 in India. */
export const dayAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
export const at = (n: number, hour = 5) => `${dayAgo(n)}T${String(hour).padStart(2, "0")}:30:00Z`;

// Surnames found nowhere else in the demo, so searches for the demo's people find only them.
export const PAST_CLIENTS = [
  ["Kavita", "Bhattacharya"],
  ["Sameer", "Deshpande"],
  ["Leena", "Fonseca"],
  ["Harpreet", "Gill"],
  ["Vikram", "Iyengar"],
  ["Neelam", "Jadhav"],
  ["Aditya", "Kapoor"],
  ["Sneha", "Lobo"],
  ["Manoj", "Menon"],
  ["Divya", "Pillai"],
  ["Kiran", "Rajan"],
  ["Tanvi", "Sethi"],
  ["Rahul", "Thakur"],
  ["Anita", "Varghese"],
  ["Suresh", "Chatterjee"],
] as const;
export const OTHER_LEADS = [
  "Imran Qureshi",
  "Pooja Bansal",
  "Nikhil Saxena",
  "Ritu Malhotra",
  "Gaurav Chopra",
  "Shalini Basu",
  "Deepak Yadav",
  "Farida Sheikh",
  "Ajay Rane",
  "Meenal Gokhale",
  "Sanjay Dubey",
  "Lata Hegde",
  "Omkar Patwardhan",
  "Zoya Mirza",
  "Varun Ahuja",
  "Isha Grover",
  "Tarun Mathur",
  "Bhavna Trivedi",
  "Yusuf Ansari",
  "Chitra Naidu",
  "Ashwin Kamath",
  "Rekha Pandey",
  "Karan Oberoi",
  "Nisha Rawat",
  "Mohit Tandon",
];
export const LOST_REASONS = [
  "Chose to apply on their own",
  "CRS score too low for now; will retake IELTS",
  "Went with another firm",
  "Budget: will come back next year",
  "No reply after three follow-ups",
];
export const SOURCES = [
  null,
  "/contact",
  "/calculators/canada-express-entry-crs",
  "/book",
  "/calculators/australia-points-test",
  "/services/canada-permanent-residency",
];

/** Each past case: its kind, how it ended, and its days (ago) of opening and of the decision's wait. */
export function pastCase(k: number) {
  const kind =
    k === 13
      ? { service_slug: "uk-skilled-worker-visa", destination_country: "united-kingdom" }
      : k === 14
        ? { service_slug: "australia-work-visa", destination_country: "australia" }
        : { service_slug: "canada-permanent-residency", destination_country: "canada" };
  const outcome: "granted" | "refused" | "withdrawn" =
    k === 3 || k === 8 ? "withdrawn" : k === 5 || k === 10 || k === 14 ? "refused" : "granted";
  const opened = 340 - k * 13;
  const lodged = opened - 50;
  const decided = Math.max(3, outcome === "withdrawn" ? opened - 30 : lodged - (60 + ((k * 17) % 50)));
  return { ...kind, outcome, opened, lodged, decided, closed: Math.max(1, decided - 7) };
}
