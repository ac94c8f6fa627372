import { readdirSync } from "node:fs";
import { clientMessageIds } from "./client-graph";

/** The public pages' route group: its layout wraps every page in the client messages' provider. */
export const PUBLIC = "app/[lang]/(public)";
/** What every public page shares: the layout and the screens it shows in place of a page. */
export const LAYOUT_ENTRIES = [`${PUBLIC}/layout.tsx`, `${PUBLIC}/error.tsx`, `${PUBLIC}/not-found.tsx`];

/** Each public page's file and its route ("/", "/alerts/confirm"). */
export function publicPages(): { file: string; route: string }[] {
  return (readdirSync(PUBLIC, { recursive: true }) as string[])
    .map((file) => `${PUBLIC}/${file.split("\\").join("/")}`)
    .filter((file) => file.endsWith("/page.tsx"))
    .sort()
    .map((file) => ({ file, route: "/" + file.slice(PUBLIC.length + 1).replace(/\/?page\.tsx$/, "") }));
}

export type ClientMessageManifest = { layout: string[]; pages: Record<string, string[]> };

export async function clientMessageManifest(): Promise<ClientMessageManifest> {
  const layout = await clientMessageIds(LAYOUT_ENTRIES);
  const shared = new Set(layout);
  const pages: Record<string, string[]> = {};
  for (const { file, route } of publicPages()) pages[route] = (await clientMessageIds([file])).filter((id) => !shared.has(id));
  return { layout, pages };
}
