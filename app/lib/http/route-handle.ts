/**
 * What a route tells the shell about its page (export `handle`).
 * - `darkHero`: the page opens on a dark band, so the header starts transparent with a light logo.
 * - `staticPage`: nothing on the page needs React in the browser: it is served without Remix's
 *   scripts, and public/shell.js alone gives the header and menus their behaviour (issue 18).
 *   Links then load whole pages; forms and portals keep React.
 */
export type RouteHandle = { darkHero?: boolean; staticPage?: boolean };

export const STATIC_PAGE: RouteHandle = { staticPage: true };
