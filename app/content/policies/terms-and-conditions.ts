import type { Policy } from "../types";

export const policy: Policy = {
  slug: "terms-and-conditions",
  title: "Terms and Conditions",
  summary:
    "The terms for using our website and portals and for working with us: what we do, what we cannot promise, fees, your duties and our liability.",
  lastReviewed: "2026-11-25",
  sections: [
    {
      heading: "About these terms",
      paragraphs: [
        'These terms apply when you use this website or our client, agent or admin portals, and when you work with us. "We", "us" and "our" mean {company} ({brand}), {office_address}. "You" means the person using the website or receiving our services.',
        "By using the website or signing a service agreement with us, you accept these terms. If you become a client, we also sign a written service agreement with you. If the service agreement says something different from these terms, the service agreement applies.",
        "Our Privacy Policy explains how we use your personal data. Our Cancellation and Refund Policy explains when you can get money back. Both form part of these terms.",
      ],
    },
    {
      heading: "What we do",
      paragraphs: [
        "We give advice on visa, study and migration options, and we help you prepare and submit applications. This can include checking your eligibility, giving you a document checklist, reviewing your documents, completing forms, and submitting applications when you ask us to.",
        "We are a private consultancy. We are not a government body, embassy, university or employer, and we are not connected to any of them unless we tell you so in writing.",
        "Some countries control who may give advice about their immigration system. If your case needs a lawyer or an adviser registered in the destination country, we will tell you. You can check any adviser on that country's official register. The fee for such an adviser is separate from ours.",
      ],
    },
    {
      heading: "Decisions and no guarantee",
      paragraphs: [
        "Only governments, embassies, universities, colleges, skills-assessment bodies and employers decide on visas, admissions, assessments and jobs. We have no control over their decisions, and we cannot influence them.",
        "We do not guarantee any visa, permit, admission, job offer, assessment result or other outcome. No one who works with us may promise you one. A well-prepared application can still be refused.",
        "Please do not resign from a job, sell property, pay for travel or make other big commitments until you have your visa or final decision in writing.",
      ],
    },
    {
      heading: "Your responsibilities",
      paragraphs: ["Every application depends on the information you give. You agree to:"],
      list: [
        "Give us true, complete and up-to-date information and genuine documents",
        "Tell us about any past visa refusals, cancellations, overstays, deportations, or criminal charges or convictions, in any country",
        "Tell us quickly about any change, such as marriage, divorce, a new child, a new job, a change of address or a new passport",
        "Check every form and document we prepare before it is submitted, and tell us if anything is wrong",
        "Reply to our requests and to requests from authorities on time, and attend biometrics, medical exams and interviews when asked",
        "Keep your passport valid and keep to the conditions of any visa you hold",
      ],
    },
    {
      heading: "False or misleading information",
      paragraphs: [
        "Giving false information or fake documents to a government, or leaving out important facts, is treated very seriously. It can lead to a refusal, the cancellation of a visa you already hold, and a ban on applying again for several years or, in some countries, for good. It can also be a crime.",
        "We will not submit any information or document we know or believe to be false. If we find that you have given us false or misleading information, we may stop working on your case. In that case our Cancellation and Refund Policy applies, and we are not responsible for any refusal, ban or other result.",
      ],
    },
    {
      heading: "Fees and payments",
      paragraphs: [
        "Our consultancy fee for each service is agreed with you in writing in the service agreement before we start. The agreement says what the fee covers, when each payment is due and which taxes apply.",
        "Our fee is separate from fees charged by others. You pay these to the government or the third party, either directly or through us when you ask us to pay for you. They are set by those organisations, not by us, and they can change at any time. You pay the amount in force on the day of payment. They include:",
      ],
      list: [
        "Government visa or application fees, and any health or immigration charges",
        "Biometrics and visa application centre fees",
        "Medical examinations",
        "Certified translations",
        "Courier and postage",
        "Other third-party costs such as language tests, skills or credential assessments and university application fees",
      ],
    },
    {
      heading: "Timelines",
      paragraphs: [
        "Processing times are set by the authority or institution that handles your application. They change often and can be much longer than published estimates, for example because of high demand, security checks or requests for more information. Any time we mention is an estimate only.",
        "We will do our work in the time agreed in your service agreement, provided you give us what we need on time. We are not responsible for delays caused by authorities, institutions, employers, couriers or missing documents.",
      ],
    },
    {
      heading: "Website and blog content is general information",
      paragraphs: [
        "The guides, blog posts, FAQs and other content on this website are general information. They are not legal advice and not advice about your own case.",
        "Immigration rules, fees and processing times change often, sometimes with little notice. We review our content regularly and show the date each page was last reviewed, but it may not reflect the latest change. Always check the official government website, and get advice on your own situation before you act.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "Our website links to other websites, such as official government pages. We do not control those websites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the website or that we are connected to it.",
      ],
    },
    {
      heading: "Your account and use of the portals",
      paragraphs: [
        "If you have a portal account, keep your password secret and do not share your account with anyone. You are responsible for what is done using your account. If you think someone else knows your password or has used your account, change your password and tell us straight away. We will never ask you for your password.",
        "Use the portals only for your own case and only for lawful purposes. Do not upload harmful files, try to reach data that is not yours, or interfere with how the portals work. We may suspend or close an account that is misused, and we may pause access for maintenance or security.",
        "Upload only documents that belong to your application. Agents may use the agent portal only for the cases assigned to them.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "The text, design, graphics and other content of this website belong to us or to those who have allowed us to use them. You may view and print pages for your own personal use. You may not copy, publish or sell our content without our written permission.",
        "Documents you give us remain yours. You allow us to use them only to provide our services to you.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "We provide our services with reasonable care and skill.",
        "Our total liability for any claim about a service is limited to the consultancy fee you paid us for that service. Nothing in these terms limits liability for fraud, or any liability or consumer right that cannot be limited or excluded under Indian law.",
        "Subject to that, we are not responsible for:",
      ],
      list: [
        "Any decision made by a government, embassy, institution or employer, including a refusal",
        "Changes in law, policy, fees or processing times",
        "Loss caused by information or documents you gave us that were wrong, incomplete or late",
        "Delays or mistakes by authorities, institutions, employers, couriers or other third parties",
        "Indirect losses, such as lost income, a lost job offer, or travel and accommodation costs",
      ],
    },
    {
      heading: "Governing law, disputes and changes to these terms",
      paragraphs: [
        "These terms are governed by the laws of India. If you have a complaint, please contact us first so we can try to solve it. If a dispute cannot be solved, the courts with jurisdiction over our office ({office_address}) have exclusive jurisdiction, unless a law gives you the right to bring the case elsewhere.",
        "We may update these terms from time to time. The date at the top shows when they were last reviewed. The version in force when you sign your service agreement applies to that agreement, unless you agree in writing to a change.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "If you have a question about these terms, write to {contact_email} or to {company}, {office_address}. If you are a client, please include your client reference number.",
      ],
    },
  ],
};
