import type { MetaFunction } from "@remix-run/node";

// A page with nothing but a paragraph: `npm run bench` compares real pages with it.
export const meta: MetaFunction = () => [{ title: "Floor" }, { name: "robots", content: "noindex" }];

export default function Floor() {
  return <p>ok</p>;
}
