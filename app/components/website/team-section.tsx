import { SectionHeading } from "~/components/website/cards";
import { SiteImage } from "~/components/website/site-image";

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  registration: string;
  bio: string;
  photo_url: string | null;
  photo_credit: string;
};

/** The people behind the firm, as admins list them (Admin → Team); their initials where there is no photo. */
export function TeamSection({ team }: { team: TeamMember[] }) {
  return (
    <section className="container-page py-12" aria-labelledby="team-heading">
      <SectionHeading
        id="team-heading"
        title="Our team"
        lead="Where a team member holds a registration, you can check it on the official register named on each country page."
      />
      {team.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((m) => (
            <li key={m.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              {m.photo_url ? (
                <figure>
                  <SiteImage
                    src={m.photo_url}
                    alt={`Photo of ${m.name}`}
                    width={320}
                    height={320}
                    sizes="(min-width: 1024px) 320px, (min-width: 640px) 45vw, 90vw"
                    className="aspect-square h-auto w-full rounded-md object-cover"
                  />
                  {m.photo_credit ? <figcaption className="mt-1 text-xs text-slate-600">{`Photo: ${m.photo_credit}`}</figcaption> : null}
                </figure>
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
                >
                  {initials(m.name)}
                </span>
              )}
              <h3 className="mt-3 font-semibold text-slate-900">{m.name}</h3>
              <p className="text-sm text-slate-700">{m.role}</p>
              {m.registration ? <p className="mt-1 text-sm font-medium text-slate-800">{m.registration}</p> : null}
              {m.bio ? <p className="mt-2 text-sm text-slate-700">{m.bio}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 max-w-3xl text-slate-700">
          Our consultants and case managers work from our office and online with clients across India and abroad. Ask us who will handle
          your case and what registration they hold before you sign anything.
        </p>
      )}
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
