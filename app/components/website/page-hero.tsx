import type { ReactNode } from "react";
import { PictureImage } from "~/components/website/site-image";
import type { Picture } from "~/content/images";

/**
 * The first band of a public page: its heading, a line or two, and an illustration of
 * what the page is about beside them on wider screens (on a phone the words come first
 * and the picture, display:none, is never fetched).
 */
export function PageHero({ title, lead, picture, children }: { title: string; lead?: ReactNode; picture: Picture; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-8 py-12 md:grid-cols-[1fr_16rem] lg:grid-cols-[1fr_20rem]">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
          {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{lead}</p> : null}
          {children}
        </div>
        <PictureImage picture={picture} className="hidden h-auto w-full md:block" />
      </div>
    </section>
  );
}
