import type { Service } from "../types";

export const service: Service = {
  slug: "study-in-ireland",
  title: "Study in Ireland",
  shortTitle: "Study in Ireland",
  category: "study",
  country: "ireland",
  summary:
    "Study in Ireland from India: choosing a course, the study visa, the €10,000 funds rule, part-time work and up to 2 years' stay-back on Stamp 1G.",
  whoItSuits: [
    "Ireland suits students who want an English-speaking country in the EU, with many international technology, pharmaceutical and finance employers. One-year master's degrees are common, and degrees are placed on Ireland's National Framework of Qualifications (NFQ).",
    "It suits you if your family can show the required funds for fees and living costs, you are ready for high rents (especially in Dublin), and you want time after graduation to find work. The Third Level Graduate Programme (Stamp 1G) gives up to 12 months after an honours bachelor's degree (NFQ Level 8) and up to 24 months after a master's (Level 9) or higher.",
    "Indian citizens need a study visa for courses longer than 3 months. We help with both admission and the visa application.",
  ],
  eligibility: [
    "An offer for a full-time course that is eligible for student immigration permission (listed on the Interim List of Eligible Programmes, ILEP) at a recognised Irish institution. Ireland plans to move to the TrustEd Ireland quality mark, so check your course's status when you apply.",
    "Tuition fees paid before you apply for the visa: the full fee if it is under €6,000, or at least €6,000 if it is higher.",
    "Immediate access to at least €10,000 for living costs for your first year (courses longer than 8 months), plus your fees, and evidence that you can pay for later years.",
    "A bank statement covering the 6 months before your visa application, showing how the money was built up.",
    "English at the level your institution asks for, usually shown with an accepted test such as IELTS.",
    "Private medical insurance for your stay.",
    "A clear explanation of any gaps in your education or work history, and an intention to leave Ireland when your permission ends.",
  ],
  process: [
    {
      title: "Course and budget consultation",
      detail:
        "We talk about your subject, career plans and budget, including rent in different cities. We explain the real costs, not only the tuition fee.",
    },
    {
      title: "Shortlist and applications",
      detail:
        "Students from outside the EU usually apply directly to each university or college. We help you choose courses that are eligible for student immigration permission and prepare your statement of purpose, CV and references.",
    },
    {
      title: "Offer and fee payment",
      detail:
        "You accept an offer and pay the fee required before the visa application (the full fee if under €6,000, otherwise at least €6,000). Keep the official payment receipt.",
    },
    {
      title: "Study visa application",
      detail:
        "You apply online through the Irish immigration service's visa system, up to 3 months before you travel, then submit your documents and biometrics at the visa centre as instructed. We check your documents, especially your bank statements, before you submit.",
    },
    {
      title: "Decision",
      detail:
        "The visa office in New Delhi decides. If you are refused, you can appeal within 2 months, so it is worth understanding the reasons before you reapply.",
    },
    {
      title: "Arrival and registration",
      detail:
        "After you arrive, you register with immigration and receive your Irish Residence Permit (IRP) with Stamp 2, which allows part-time work. We help you prepare for the registration appointment.",
    },
    {
      title: "Studies, work and Stamp 1G",
      detail:
        "During your course you can work part time. After you get your results, you can apply for Stamp 1G to stay and look for graduate work or a work permit.",
    },
  ],
  documents: [
    "Valid passport, and old passports with earlier visas",
    "Letter of acceptance from the Irish institution",
    "Proof of tuition fee payment",
    "Bank statements for the last 6 months showing at least €10,000 plus fees",
    "Sponsor's letter, ID and income proof, if a parent or relative is paying",
    "Education loan sanction letter, if you have one",
    "English test result",
    "Academic mark sheets, certificates and degree",
    "Private medical insurance",
    "Signed cover letter explaining your course choice and plans",
    "Explanation of any gaps in your education or employment",
    "Passport photos",
    "Details of any earlier visa refusals for Ireland or other countries",
  ],
  processingTime: {
    text:
      "Study visa applications are processed in date order, and processing times change through the year. The Irish Embassy in New Delhi publishes current processing information. Apply as early as allowed, up to 3 months before you travel.",
    source: {
      label: "Irish Immigration Service: Coming to study in Ireland",
      url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
    },
  },
  governmentFee: {
    text:
      "The study visa fee is €60 for a single-entry visa or €100 for a multiple-entry visa, paid in rupees. After you arrive, you pay €300 to register for your Irish Residence Permit, usually each time you register or renew. Visa-centre charges are extra. All government fees are separate from our consultancy fee.",
    source: {
      label: "Irish Immigration Service: Coming to study in Ireland",
      url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
    },
  },
  recentChanges: [
    "30 June 2025: financial rules were made the same for all international students: €10,000 for the first year of courses longer than 8 months, or €833 a month (up to €6,665) for shorter courses.",
    "Ireland plans to replace the ILEP list with the TrustEd Ireland quality mark for providers that recruit international students. Check that your course is eligible at the time you apply.",
  ],
  faqs: [
    {
      question: "Can I work while studying in Ireland?",
      answer:
        "Yes, with Stamp 2 you can work up to 20 hours a week during term, and up to 40 hours a week in June, July, August and September and from 15 December to 15 January. You cannot be self-employed.",
    },
    {
      question: "What is Stamp 1G?",
      answer:
        "It is permission under the Third Level Graduate Programme to stay and work full time after your studies while you look for a job and an employment permit. Level 8 graduates can get up to 12 months. Level 9 and higher graduates can get up to 24 months in total.",
    },
    {
      question: "Can I bring my husband, wife or children?",
      answer:
        "Generally no. A student visa does not give your family the right to join you in Ireland. They would need to qualify under their own permission.",
    },
    {
      question: "How much money do I need to show?",
      answer:
        "At least €10,000 for living costs for the first year, plus your tuition fee, in a bank statement covering the last 6 months. Large sudden deposits without a clear source often cause refusals.",
    },
    {
      question: "When are the intakes?",
      answer:
        "September is the main intake. Some universities and colleges also offer January or spring intakes for certain courses. Apply 8 to 10 months ahead for September.",
    },
    {
      question: "Is a one-year Irish master's degree recognised?",
      answer:
        "Yes. A taught master's degree is at Level 9 of Ireland's National Framework of Qualifications. Check how employers or authorities in your target country treat it, especially for regulated professions.",
    },
  ],
  related: ["study-in-uk", "uk-study-visa", "study-in-canada"],
  sources: [
    {
      label: "Irish Immigration Service: Coming to study in Ireland",
      url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
    },
    {
      label: "Irish Immigration Service: Third Level Graduate Programme",
      url: "https://www.irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/third-level-graduate-programme/",
    },
    { label: "Education in Ireland (Enterprise Ireland)", url: "https://www.educationinireland.com/en/" },
    { label: "Embassy of Ireland, India", url: "https://www.ireland.ie/en/india/newdelhi/" },
  ],
  lastReviewed: "2026-11-22",
};
