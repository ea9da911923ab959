import type { Policy } from "../types";

export const policy: Policy = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  summary:
    "What personal data we collect, why, who sees it, how long we keep it, and how to see, correct or delete it under India's DPDP Act and the GDPR.",
  lastReviewed: "2026-11-28",
  sections: [
    {
      heading: "Who we are and what this policy covers",
      paragraphs: [
        'This website is run by {company} ("{brand}", "we", "us", "our"), {office_address}. We help clients in India and in other countries with visa, study and migration applications.',
        "This policy explains what personal data we collect through this website, our contact form and our client portal, why we use it, who can see it, how long we keep it and what rights you have. It applies to everyone who contacts us or uses the website, wherever they live.",
        'We decide how and why your personal data is used. Under India\'s Digital Personal Data Protection Act, 2023 (the DPDP Act) this makes us the "Data Fiduciary". Under the EU General Data Protection Regulation (GDPR) we are the "controller".',
        "To contact us about your data, write to {grievance_email}. The last section of this policy explains how to reach {grievance_officer}.",
      ],
    },
    {
      heading: "What you give us through the contact form",
      paragraphs: ["When you send an enquiry, we collect only what the form asks for:"],
      list: [
        "Your name",
        "Your email address",
        "Your phone number",
        "The country you want to go to",
        "The service you are interested in",
        "Your message, and anything you choose to write in it",
      ],
    },
    {
      heading: "What we collect in the client portal",
      paragraphs: [
        "If you become a client, we open an account for you in our client portal. To check your options and prepare your application, we need more details. Most of them come from you. Some come from others, but only for your case: for example, an offer letter from a university or employer, a result from a test or skills-assessment body, or a letter or decision from a government.",
        "If you give us details about family members (for example a spouse or children who will apply with you), please tell them and make sure they agree. Give us only what the application needs. If a document contains sensitive information, such as health details or a police certificate, we use it only for the application that needs it.",
        "Depending on your case, we ask for:",
      ],
      list: [
        "Profile details: full name, date of birth, nationality, contact details and address",
        "Passport details: passport number and expiry date, and a copy of the passport",
        "Education: qualifications, institutions, dates and certificates",
        "Work experience: employers, job titles, dates, duties and reference letters",
        "English (or other language) test results",
        "Family details: spouse or partner, children, parents and other relatives where the application asks for them",
        "Financial documents: for example bank statements, salary slips, tax returns and proof of funds",
        "Other documents you upload for your application, such as photographs, birth and marriage certificates and previous visas or refusals",
        "Messages between you and our team in the portal, and notes our team makes about your case",
      ],
    },
    {
      heading: "Cookies and technical data",
      paragraphs: [
        "We use one cookie: an essential session cookie that keeps you signed in to the portal. It is set only when you sign in, and it is needed for the portal to work, so we do not ask for separate consent for it. It ends when you sign out or the session expires.",
        "We do not use advertising cookies or tracking cookies, and we do not sell or share your browsing activity with advertisers.",
        "Where your visit came from: when you send us a form (an enquiry, a calculator result sent to an advisor, or a consultation booking), it also tells us how you found us: the first page of this site you opened in that visit, the name of the website that sent you there (for example www.instagram.com, the site's name only, not the page), and the campaign tags in the link you followed (utm_source, utm_medium and utm_campaign, if it had them). We keep these with your enquiry or booking, to learn which of our pages and campaigns help people find us. Until you send a form, nothing is kept on our side: your browser remembers the first page of the visit in its own session storage (not a cookie), which is deleted when you close the tab. We use no third-party tracker or analytics script, and no cookie for this.",
        "For security, we record sign-in attempts to the portals: the email address used, the date and time, whether the attempt worked, and the IP address it came from. This helps us spot and block people who try to break into accounts.",
        "Like almost every website, the servers that host this site may also record basic technical data (such as IP address and browser type) when pages are loaded, so the site can work and be protected from attacks.",
      ],
    },
    {
      heading: "Why we use your data",
      paragraphs: ["We use your personal data only for these purposes:"],
      list: [
        "To reply to your enquiry and tell you about the services that may suit you",
        "To check your eligibility and advise you on your options",
        "To prepare your application and, when you ask us to, submit it to a government, embassy, institution or employer",
        "To keep you updated on your case and remind you of deadlines, appointments and missing documents",
        "To issue service agreements, invoices and receipts, and to keep the accounting and tax records the law requires",
        "To run the client, agent and admin portals and keep accounts and documents secure",
        "To meet our legal duties and to deal with complaints or legal claims",
      ],
    },
    {
      heading: "Our legal basis for using your data",
      paragraphs: [
        'India (DPDP Act 2023): When you send an enquiry through the contact form, you give us your details voluntarily for a clear purpose: to get a reply. The Act treats this as a "legitimate use", so we use those details to answer you unless you tell us to stop. When you become a client, we show you this policy and ask for your consent before we collect your profile details and documents in the portal. We also process data where a law requires it, for example to keep tax and accounting records or security logs. Until every part of the DPDP Act is in force, we also follow the Information Technology Act, 2000 and its rules on sensitive personal data, such as financial information and passwords.',
        "We do not use your data for advertising and we do not send you marketing messages unless you have agreed to receive them.",
        "EU, EEA and UK residents (GDPR): If you live in the European Union or the European Economic Area, the GDPR applies. If you live in the United Kingdom, the UK GDPR applies and works in the same way. Under Article 6 of the GDPR, we rely on these legal bases:",
      ],
      list: [
        "Steps you ask for before a contract, and the contract itself (Art. 6(1)(b)): answering your enquiry, assessing your case and providing the service you signed up for",
        "Consent (Art. 6(1)(a)): where we ask for it, for example before sending your application to an authority or institution; where a document contains health or other special-category data, we rely on your explicit consent",
        "Legal obligation (Art. 6(1)(c)): keeping accounting and tax records and responding to lawful requests from authorities",
        "Legitimate interests (Art. 6(1)(f)): keeping our systems secure, preventing fraud and defending legal claims; we do this only where it does not override your rights",
      ],
    },
    {
      heading: "Your consent, and how to withdraw it",
      paragraphs: [
        "Where we rely on your consent, we ask for it separately, in plain words, for a stated purpose: for example the tick box on the contact form, and your agreement before we collect your documents in the portal or send your application to an authority. You do not have to agree to anything that is not needed for the service you ask for.",
        "You can withdraw your consent at any time, as easily as you gave it: write to {grievance_email} or send us a message from the portal, saying what you withdraw. We then stop the processing that relied on it within a reasonable time, unless a law requires us to keep the data, and we ask our service providers to stop too.",
        "Withdrawing consent does not make unlawful what we did before, and if you withdraw consent that an open application needs, we may not be able to continue that part of the service. We will tell you what it means for your case before we act on it.",
      ],
    },
    {
      heading: "Health, passport and criminal record information",
      paragraphs: [
        "Some applications need sensitive information: medical examination results, a police clearance certificate, passport and national identity numbers, or details of past refusals. We ask for it only when the application you chose needs it, keep it in your private file in the portal, and share it only with the authority or body the application goes to.",
        "Where the GDPR or UK GDPR applies, health data is a special category of personal data: we use it only with your explicit consent (Art. 9(2)(a)) or where it is needed to establish or defend a legal claim (Art. 9(2)(f)). Criminal record information is used only for the application that requires it, under the safeguards of Art. 10.",
      ],
    },
    {
      heading: "Who sees your data",
      paragraphs: [
        "We do not sell your personal data, and we never will. We share it only with the people and organisations below, and only as much as each of them needs:",
      ],
      list: [
        "Our staff who work on enquiries and client files, on a need-to-know basis",
        "The agent assigned to your case, who can see your file in the agent portal",
        "Government authorities, embassies, visa application centres, universities, colleges, skills-assessment bodies and employers, only when you ask us to apply to them or to contact them for you",
        "Service providers who process data for us, such as our website hosting and database provider and our email provider; they may use it only to provide their service to us and must keep it confidential and secure",
        "Banks and payment providers that handle your payments",
        "Our accountants, auditors and lawyers, when needed, under a duty of confidentiality",
        "Courts, police or regulators, only when the law requires us to share",
      ],
    },
    {
      heading: "Sending data to other countries",
      paragraphs: [
        "Our work is international. If you ask us to apply for a visa, a place to study or a job abroad, we have to send your details to the authority, institution or employer in that country. We do this only for the application you asked for.",
        "Our hosting, database and email providers may store or handle data on servers in India or in other countries. We choose providers that protect data to a high standard.",
        "India's DPDP Act allows transfers outside India, except to countries the Government of India restricts by notification. We will not send your data to such a country. Where the GDPR applies and we use a provider outside the EU or EEA, we use safeguards the GDPR recognises, such as the European Commission's standard contractual clauses.",
      ],
    },
    {
      heading: "How long we keep your data",
      paragraphs: [
        "We keep personal data only as long as we need it for the purposes in this policy. If a law requires us to keep something for longer (for example, tax, accounting or cyber-security rules in India), we keep it only as long as that law requires, and only for that purpose. If there is a dispute or legal claim, we keep the data we need until it is resolved.",
        "Our retention periods are:",
      ],
      list: [
        "Enquiries that do not become clients: {enquiry_retention_months} months after the enquiry was last updated, so we can answer follow-up questions; then deleted automatically",
        "Client files (profile, documents, messages, records of who accessed your documents): for as long as we work for you, plus 6 years after the engagement ends, for legal, tax and accounting reasons; then deleted",
        "Security logs of sign-in attempts, and records of the e-mails we sent: {log_retention_days} days, as India's CERT-In directions require; then deleted automatically",
        "Session cookie: until you sign out or the session expires",
      ],
    },
    {
      heading: "How we keep your data safe",
      paragraphs: ["We use reasonable security measures to protect your data from loss, misuse and unauthorised access. They include:"],
      list: [
        "Encryption in transit: the website and portals use HTTPS, so data sent between your device and our servers is encrypted",
        "Hashed passwords: we never store your password in readable form, and our staff cannot see it",
        "Access by role: clients see only their own file, agents see only the cases assigned to them, and only authorised staff have admin access",
        "Access logs: every time someone opens or downloads a document in the portal, we record who did it and when",
        "Careful choice of service providers, who must keep data secure and confidential",
      ],
    },
    {
      heading: "If there is a data breach",
      paragraphs: [
        "If a breach of security affects your personal data (for example, someone gets into an account or a document is sent to the wrong person), we will tell you without delay, in the portal or by e-mail: what happened, what it may mean for you, what we have done about it, what you can do to protect yourself, and whom to contact with questions.",
        "We will also report the breach to the Data Protection Board of India as the DPDP Rules, 2025 require, and report cyber security incidents to CERT-In as its directions require. Where the GDPR or UK GDPR applies, we report a breach to the supervisory authority within 72 hours of learning of it unless it is unlikely to put anyone at risk, and tell you directly when the risk to you is high.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        'Under India\'s DPDP Act you have the rights below. If you live in the EU or EEA, the GDPR gives you these rights too, plus the extra rights marked "EU/EEA". The last section of this policy explains how to use them.',
      ],
      list: [
        "Access: ask for a summary of the personal data we hold about you, how we use it, and who we have shared it with",
        "Correction: ask us to correct, complete or update data that is wrong or out of date",
        "Erasure: ask us to delete data we no longer need",
        "Withdraw consent: at any time, as easily as you gave it",
        "Grievance redressal: complain to us and get a response; in India, if you are not satisfied with our response, you can complain to the Data Protection Board of India",
        "Nomination (India): name another person to use your rights for you if you die or become unable to act",
        "Restriction (EU/EEA): ask us to pause using your data while a problem is checked",
        "Data portability (EU/EEA): receive the data you gave us in a common digital format",
        "Objection (EU/EEA): object to uses based on our legitimate interests",
        "Complaint to a supervisory authority (EU/EEA): complain to the data protection authority in the country where you live or work, or where you think the problem happened",
      ],
    },
    {
      heading: "Children's data",
      paragraphs: [
        "Under India's DPDP Act, a child is anyone under 18. We collect a child's personal data only with the verifiable consent of a parent or lawful guardian. In practice, a parent or guardian opens the account and provides the child's details, for example when a child is included in a family application or applies to study.",
        "We do not track children's behaviour online and we do not show advertising to children.",
      ],
    },
    {
      heading: "Our representative in the European Union",
      showIf: "eu_representative",
      paragraphs: [
        "Under Article 27 of the GDPR, our representative in the European Union is {eu_representative}. People in the EU and supervisory authorities may contact them about anything to do with how we process personal data.",
      ],
    },
    {
      heading: "Our representative in the United Kingdom",
      showIf: "uk_representative",
      paragraphs: [
        "Under Article 27 of the UK GDPR, our representative in the United Kingdom is {uk_representative}. People in the UK and the Information Commissioner's Office may contact them about anything to do with how we process personal data.",
      ],
    },
    // Until a representative is named in the settings: the rule, and where the firm stands, claiming no exemption.
    {
      heading: "A representative in the European Union",
      showUnless: "eu_representative",
      paragraphs: [
        "Article 27 of the GDPR requires a business based outside the European Union that offers its services to people in the EU to appoint, in writing, a representative in the EU. The only exception is processing that is occasional, does not include special categories of data (such as health) or data about criminal convictions on a large scale, and is unlikely to put people's rights and freedoms at risk.",
        "We have not appointed a representative in the EU. We are based in India and most of the people we help live in India; we review this as our work for people in the EU changes, and once we appoint a representative, their name and address are given here. Until then, people in the EU can write to {grievance_officer} at {grievance_email}, and can complain to their national data protection authority at any time.",
      ],
    },
    {
      heading: "A representative in the United Kingdom",
      showUnless: "uk_representative",
      paragraphs: [
        "Article 27 of the UK GDPR requires a business based outside the United Kingdom that offers its services to people in the UK to appoint, in writing, a representative in the UK, with the same exception: processing that is occasional, does not include special categories of data or data about criminal convictions on a large scale, and is unlikely to put people's rights and freedoms at risk.",
        "We have not appointed a representative in the UK. We review this as our work for people in the UK changes, and once we appoint a representative, their name and address are given here. Until then, people in the UK can write to {grievance_officer} at {grievance_email}, and can complain to the Information Commissioner's Office (ico.org.uk) at any time.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when the law, our services or our systems change. The date at the top shows when it was last reviewed.",
        "If we make an important change that affects how we use your data, we will tell clients by email or in the portal before it takes effect. Where the change needs your consent, we will ask for it again.",
      ],
    },
    {
      heading: "How to make a request or complaint, and our Grievance Officer",
      paragraphs: [
        "To use any of your rights, or to raise a question or complaint about your personal data, write to {grievance_email}, addressed to {grievance_officer}. Clients can also send a message from the portal.",
        "Please tell us your name, how we can reach you, and what you are asking for. If you are a client, include your client reference number. We may ask you to confirm your identity before we act, so that we never give your data to the wrong person.",
        "Making a request is free. We will reply within 30 days, well inside the 90 days the DPDP Rules, 2025 allow for a grievance. If a request is complex and we need more time, we will tell you within those 30 days and explain why.",
        "Some limits apply. We cannot delete data that a law requires us to keep, and we cannot take back data already sent to an authority or institution with an application you asked us to make. If you withdraw consent while your case is open, we may not be able to continue the service. Withdrawing consent does not affect what we did lawfully before it.",
        "If you are not satisfied with our answer, you can complain to the Data Protection Board of India. If you live in the EU or EEA, you can complain to your national data protection authority; in the UK, to the Information Commissioner's Office (ico.org.uk).",
      ],
    },
  ],
};
