// A calculator's answers and score as an advisor reads them on the enquiry (app/server/leads/assessments.server.ts).

export type AssessmentView = {
  id: string;
  title: string;
  total: number;
  verdict: string;
  lines: { section: string; label: string; points: number }[];
  answers: { label: string; answer: string }[];
  rulesFrom: string;
  rulesChecked: string;
  consentText: string;
  sentAt: Date;
};
