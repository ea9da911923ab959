import type { Policy } from "../types";

export const policy: Policy = {
  slug: "cancellation-refund-policy",
  title: "Cancellation and Refund Policy",
  summary:
    "How to cancel, what you get back at each stage, and why government and third-party fees are not refundable by us. Refunds paid within 14 business days.",
  lastReviewed: "2026-11-28",
  sections: [
    {
      heading: "About this policy",
      paragraphs: [
        "This policy explains when you can cancel our services and how much of our consultancy fee you get back. It applies to every service agreement you sign with {company}.",
        "Your written service agreement sets out your fee and the stages of your service. If your service agreement gives different refund terms, the agreement applies.",
        "Nothing in this policy takes away any right you have under Indian consumer law.",
      ],
    },
    {
      heading: "Cooling-off period: full refund within 7 days",
      paragraphs: [
        "You can cancel within 7 days of signing your service agreement and get a full refund of the consultancy fee you paid, as long as we have not started work on your case.",
        '"Work has started" means we have begun assessing your profile, reviewing your documents or preparing anything for your application. We will not start work within the 7 days unless you ask us to. If you do, we will confirm in writing before we start that the full cooling-off refund will then no longer apply, and the stages below will apply instead.',
      ],
    },
    {
      heading: "Refunds after work has started",
      paragraphs: [
        "After the cooling-off period, or once work has started, the refund depends on how far your case has gone. The percentage is of the consultancy fee you have paid for that service. We will show you how we worked out the amount.",
        "If your service covers more than one application (for example a skills assessment and then a visa), your service agreement says how the stages apply to each part.",
        "Stage reached when you cancel, and how much of the consultancy fee you get back:",
      ],
      list: [
        "Within 7 days of signing, before work has started: 100%",
        "Before your eligibility assessment is complete: 75%",
        "Assessment complete and your personal document checklist given to you: 50%",
        "Application prepared (forms completed and documents reviewed), but not yet submitted: 25%",
        "Application submitted (lodged) to the authority, institution or employer: no refund",
      ],
    },
    {
      heading: "Government and third-party fees",
      paragraphs: [
        "Government and third-party fees are never refundable by us. These include visa and application fees, health or immigration charges, biometrics and visa application centre fees, medical exams, translations, courier costs, language tests, skills assessments and university application fees. They are set and kept by the authority or company that charges them, not by us.",
        "Some authorities refund their own fees in limited cases. That decision is theirs, under their own rules. If a third party sends a refund to us, we pass it on to you in full.",
        "If you paid us money so that we could pay a third-party fee for you, and we have not yet paid it when you cancel, we return that money in full.",
      ],
    },
    {
      heading: "A refusal is not a reason for a refund",
      paragraphs: [
        "Decisions are made only by governments, embassies, institutions and employers, and we do not guarantee any outcome. So a refusal, a rejection, a delay or a decision you did not expect is not a reason for a refund of our consultancy fee, unless your service agreement says otherwise.",
        "If a government closes a route or changes its rules before we submit your application, so that you can no longer apply, the stages above apply. Before you decide, we will talk with you about whether another route suits you and whether the fee you have paid can be moved to that service.",
      ],
    },
    {
      heading: "When we get it wrong",
      paragraphs: ["These refunds apply whatever stage your case has reached:"],
      list: [
        "If we do not start work within the time set in your service agreement, or we stop working on your case for a reason not caused by you, we refund the consultancy fee for every stage we have not completed. If the work we have done is of no use to you, we refund the consultancy fee in full.",
        "If a mistake by us makes your application invalid or late, we will prepare and submit it again without any extra consultancy fee, or refund the consultancy fee for that application. You choose which.",
        "If you paid us twice, or paid more than the amount agreed, we refund the extra amount in full.",
      ],
    },
    {
      heading: "Paid consultations",
      paragraphs: [
        "When a consultation carries a fee, we send you its invoice when you book, and you pay it before the meeting, by UPI or bank transfer.",
        "If you cancel at least 24 hours before the meeting, or we cancel it, we refund the fee in full. If you cancel later, or do not attend, the fee is not refunded. You can move the meeting to another free time without charge, using the link in your booking e-mail.",
        "If you then sign a service agreement with us, the consultation fee you paid is deducted from the first invoice of your consultancy fee.",
      ],
    },
    {
      heading: "How to ask for a refund",
      paragraphs: ["Send us a written request at {contact_email}, or as a message in the client portal. Please include:"],
      list: [
        "Your full name",
        "Your client reference number, shown on your service agreement and invoices",
        "The service you want to cancel",
        "The date you signed the service agreement",
        "The reason, if you want to tell us (you do not have to)",
      ],
    },
    {
      heading: "When and how you get your money",
      paragraphs: [
        "We will reply within 10 business days with our decision and how we worked out the amount.",
        "Once the refund is approved, we pay it within 14 business days to the original payment method, in the currency you paid in. Your bank may take a few more days to show it. We are not responsible for exchange-rate changes or for charges made by your own bank.",
        "If the original payment method can no longer receive money (for example, a card that has expired), we pay it to a bank account in the name of the person who paid, after checking the details with you.",
      ],
    },
    {
      heading: "If you disagree with our decision",
      paragraphs: [
        "Write to us at {contact_email} and tell us why. A senior member of our team who was not involved in the first decision will review it and reply in writing.",
        "If we still cannot agree, our Terms and Conditions explain the law that applies and where a dispute can be heard.",
      ],
    },
  ],
};
