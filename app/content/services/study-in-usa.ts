import type { Service } from "../types";

export const service: Service = {
  slug: "study-in-usa",
  title: "Study in the USA",
  shortTitle: "Study in the USA",
  category: "study",
  country: "usa",
  summary:
    "Plan your studies in the USA: choosing universities, admissions, costs, work rights on OPT and the latest rules for Indian students, step by step.",
  whoItSuits: [
    "The USA suits students who want a wide choice of universities, flexible programmes and strong links to research and industry, especially in science, technology, engineering and maths (STEM). Master's programmes are the most common choice for Indian students.",
    "It suits families who can plan for high costs. Tuition and living costs together are a large yearly sum, and you must show you can pay at least the first year before the university issues your Form I-20.",
    "It also suits students who want work experience after graduating. Optional Practical Training (OPT) gives up to 12 months of work, with up to 24 more months for eligible STEM degrees. Staying on to work after that, for example on an H-1B, is not guaranteed.",
  ],
  eligibility: [
    "An offer of admission from a school certified by the Student and Exchange Visitor Program (SEVP). Only these schools can issue a Form I-20.",
    "Academic results that meet the programme's entry requirements. For a master's, this is usually a recognised bachelor's degree; some universities ask for 16 years of education and may not accept all three-year degrees.",
    "English test scores where the university asks for them (for example TOEFL, IELTS or another test it accepts).",
    "GRE or GMAT scores where the programme requires them; many programmes now make them optional.",
    "Proof of funds for at least the first year of tuition and living costs, as shown on the I-20.",
    "A genuine plan to study full time, with a purpose that makes sense for your background.",
    "A valid passport and no serious immigration or criminal history.",
  ],
  process: [
    {
      title: "First consultation and profile review",
      detail:
        "We look at your academic record, test scores, work experience, budget and goals, and explain what kind of programmes and universities are realistic for you.",
    },
    {
      title: "Shortlist universities",
      detail:
        "We compare programmes, total costs, location, STEM designation, scholarships and assistantships. We check that each school is SEVP-certified and properly accredited.",
    },
    {
      title: "Tests and applications",
      detail:
        "You take any required tests. We help you plan your statement of purpose, CV and recommendation letters, and track deadlines. For the August/September intake, many deadlines fall between December and February.",
    },
    {
      title: "Offers, funding and the I-20",
      detail:
        "You compare offers, accept one, pay any deposit, and send the university your financial documents so it can issue your Form I-20.",
    },
    {
      title: "SEVIS fee and student visa",
      detail:
        "You pay the SEVIS I-901 fee, complete the DS-160 and attend the visa interview. Our USA Student Visa service covers this stage in detail.",
    },
    {
      title: "Before you leave",
      detail:
        "Arrange housing, the health insurance your university requires, and flights. You can enter the US no earlier than 30 days before the programme start date on your I-20.",
    },
    {
      title: "Arrival",
      detail:
        "Report to your university's international student office on arrival and follow the rules on full-time study and work to keep your status.",
    },
  ],
  documents: [
    "Passport",
    "Class 10 and 12 mark sheets, and bachelor's transcripts and degree certificate",
    "English test score report, if required",
    "GRE or GMAT score report, if required",
    "Statement of purpose",
    "Letters of recommendation (usually two or three)",
    "CV or résumé",
    "Bank statements, fixed deposit certificates or an education loan sanction letter",
    "Sponsor's letter of support and income proof (for example tax returns and payslips), if family is paying",
    "Scholarship or assistantship letters, if any",
    "Credential evaluation report, if the university asks for one",
    "Portfolio, for design, architecture and arts programmes",
    "Form I-20, once issued",
  ],
  processingTime: {
    text: "Start planning 12 to 18 months ahead. The main intakes are August/September (fall) and January (spring). Admission decisions usually come a few weeks to a few months after the deadline. An F-1 visa can be issued up to 365 days before your programme starts, but you can enter the US only in the last 30 days before the start date. Visa interview waits in India change often, so check the State Department's wait-time tool early.",
    source: {
      label: "US Department of State: Student Visa",
      url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
    },
  },
  governmentFee: {
    text: "Government fees for a new F-1 student are the SEVIS I-901 fee of USD 350 and the visa application fee of USD 185. A US law passed in July 2025 also created a visa integrity fee of at least USD 250 on visa issuance; check travel.state.gov for whether it is being charged when you apply. University application fees, deposits and tuition are paid to the university, not the government, and differ by school. Our consultancy fees are separate from government fees.",
    source: {
      label: "US Immigration and Customs Enforcement: SEVIS I-901 fee",
      url: "https://www.ice.gov/sevis/i901",
    },
  },
  recentChanges: [
    "Since June 2025, F, M and J visa applicants must go through an online presence review and are asked to set their social media profiles to public.",
    "From September 2025, nearly all student visa applicants must attend an in-person interview, in their country of nationality or residence.",
    "The Department of Homeland Security has moved to replace 'duration of status' with a fixed admission period (up to four years) for F-1 students. It was proposed in August 2025 and a final rule was reported to be close in mid-2026; check studyinthestates.dhs.gov for the rule in force when you travel.",
    "H-1B changes affect post-study plans: since the FY 2027 season, H-1B selection is weighted by wage level. The USD 100,000 H-1B payment generally does not apply when USCIS approves a change of status for a student inside the US, but it can apply if you leave and need a new petition from abroad.",
  ],
  faqs: [
    {
      question: "Can I work while I study in the USA?",
      answer:
        "On-campus work is allowed up to 20 hours a week during term and full time in official breaks. Off-campus work is allowed only with authorisation, mainly Curricular Practical Training (CPT) during your course and OPT after it.",
    },
    {
      question: "What are OPT and STEM OPT?",
      answer:
        "OPT is up to 12 months of work in your field, usually after you finish your degree. If your degree is on the official STEM list and your employer uses E-Verify, you can apply for a 24-month STEM extension. You apply to USCIS, and you need approval before you start work.",
    },
    {
      question: "Are three-year Indian bachelor's degrees accepted for a US master's?",
      answer:
        "Some universities accept them, others ask for 16 years of education or an extra qualification. Check each university's international admissions page; we help you find programmes that accept your degree.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "At least the amount the university lists for the first year on your I-20, covering tuition and living costs. Officers also like to see a sensible plan for the later years, such as family income, savings or a loan.",
    },
    {
      question: "Can my spouse come with me?",
      answer:
        "Yes, on an F-2 visa. F-2 spouses cannot work in the US and may study only part time, so plan your budget for one income or none.",
    },
  ],
  related: ["usa-study-visa", "usa-h1b-visa", "study-in-canada", "study-in-uk"],
  sources: [
    { label: "EducationUSA (US Department of State)", url: "https://educationusa.state.gov/" },
    { label: "Study in the States (US Department of Homeland Security)", url: "https://studyinthestates.dhs.gov/" },
    {
      label: "US Department of State: Student Visa",
      url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
    },
    {
      label: "US Immigration and Customs Enforcement: SEVIS I-901 fee",
      url: "https://www.ice.gov/sevis/i901",
    },
    {
      label: "USCIS: Optional Practical Training (OPT) for F-1 students",
      url: "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students",
    },
  ],
  lastReviewed: "2026-11-22",
};
