// Demo blog posts: general guidance, dated, with official sources. Not legal advice.
export const BLOG_POSTS = [
  {
    slug: "uk-care-worker-route-closed-what-now",
    title: "The UK care-worker route has closed to overseas applicants: what it means for you",
    excerpt:
      "Since 22 July 2025, care workers and senior care workers can no longer apply for a UK visa from abroad. Nurses and other health professionals still can.",
    published_at: "2026-10-28T09:00:00Z",
    body_markdown: `From **22 July 2025** the UK stopped accepting new applications from outside the UK for care worker and senior care worker jobs under the Health and Care Worker visa. The change was part of wider rises to the Skilled Worker skill and salary thresholds.

## Who is affected

- People abroad hoping to come to the UK as a **care worker** or **senior care worker** for the first time.
- Care workers already in the UK on a care visa can, for a transition period, extend their stay or change employer. Check the current transition rules on gov.uk.

## Who is not affected

- **Nurses, doctors, midwives, paramedics, radiographers** and other eligible health professionals can still apply for the Health and Care Worker visa, if they have a job offer from a licensed sponsor and meet the salary rules.

## What you can do now

1. If you are a qualified nurse, look at registration with the Nursing and Midwifery Council (NMC) and the Health and Care Worker visa.
2. If your experience is in care work, compare other destinations, such as Australia, Canada or Germany, where care and nursing roles may have their own routes.
3. Be careful of anyone who offers a UK care job "with visa" for a fee. Charging workers for a job offer is a warning sign.

*Rules change often. Always check the current guidance on [gov.uk](https://www.gov.uk/health-care-worker-visa) before you apply.*`,
  },
  {
    slug: "germany-opportunity-card-explained",
    title: "Germany's Opportunity Card (Chancenkarte), explained in plain words",
    excerpt:
      "A one-year permit to look for work in Germany, with a points system for qualifications, German or English, experience, age and ties to Germany.",
    published_at: "2026-09-15T09:00:00Z",
    body_markdown: `Germany introduced the **Opportunity Card** (*Chancenkarte*) in **June 2024**. It lets skilled people from outside the EU come to Germany for up to a year to look for a job.

## Two ways to qualify

- **Fully recognised qualification**: a foreign degree or vocational qualification fully recognised in Germany. You qualify without points.
- **Points**: otherwise you need at least six points, from partial recognition, work experience, German or English skills, age, and earlier stays in Germany. You also need a qualification recognised by the country where you got it, and German at A1 or English at B2 level.

## What you may do with it

- Look for a job and do trial work.
- Work part-time (up to 20 hours a week) while you search.
- Once you find qualifying work, change to a work residence permit without leaving Germany.

## Money

You must show you can support yourself, for example with a blocked account. The monthly amount is set each year; check the current figure on [make-it-in-germany.com](https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card).

*The German mission decides every application. Nobody can promise a visa or a job.*`,
  },
  {
    slug: "canada-study-permit-cap-2026",
    title: "Canada's study permit cap: what Indian students should know for 2026 intakes",
    excerpt:
      "Canada limits the number of study permits it issues, and most applicants now need a provincial or territorial attestation letter. Here is how that changes your plans.",
    published_at: "2026-08-20T09:00:00Z",
    body_markdown: `Since **January 2024** Canada has capped the number of study permit applications it accepts, and shares the cap among provinces and territories.

## The attestation letter

Most new applicants need a **provincial or territorial attestation letter (PAL/TAL)**, issued through the school that admitted them. Without one, the application is returned. Some groups are exempt, such as many graduate students and students in primary or secondary school. Check the current list on canada.ca.

## What it means in practice

- **Start early.** Schools receive a limited number of letters; popular programmes fill up.
- **Choose your school carefully.** Only designated learning institutions (DLIs) can host international students.
- **Prove your funds.** The amount for living costs was raised in 2024 and is updated each year. See IRCC's current figure.
- **Work after graduation.** Not every programme leads to a post-graduation work permit. Check eligibility *before* you accept an offer.

*Source: [IRCC – Study permit](https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html). Rules change often; we check them for you before you apply.*`,
  },
  {
    slug: "how-to-spot-a-visa-scam",
    title: "Seven signs of a visa scam, and how to protect yourself",
    excerpt:
      "Guaranteed visas, job offers for a fee and payments to personal accounts are the most common warning signs. A short checklist before you pay anyone.",
    published_at: "2026-07-05T09:00:00Z",
    body_markdown: `Every year people lose savings to fake agents. These signs should make you stop and check.

1. **A "guaranteed" visa.** Only the government concerned decides. No honest adviser promises approval.
2. **A job offer that you must pay for.** Real employers do not sell jobs.
3. **Payment to a personal account** or in cash with no receipt.
4. **Pressure to decide today.**
5. **Advice to hide facts** or use false documents. Misrepresentation can lead to refusal and a ban of several years.
6. **No written agreement** that lists the service and the fees.
7. **Government fees that look too high.** Official fees are published. Compare them on the government's website.

## Check before you pay

- Government fees are paid to the government, usually online. Ask to see the official fee page.
- Some countries register advisers: Australia (OMARA register), Canada (College of Immigration and Citizenship Consultants register), the UK (Immigration Advice Authority). You can check a name on their public registers.

*If you think you have been cheated, report it to the local police (in India, the National Cyber Crime Reporting Portal, cybercrime.gov.in).*`,
  },
];
