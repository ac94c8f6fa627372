import { NAV } from "./settings";
import { msg } from "../i18n/msg";

export type NavLink = { label: string; href: string };

/**
 * The navigation items. Desktop and mobile menus both render this one list.
 * `mobile: false` keeps an item out of the phone menu; `children` makes it a dropdown.
 */
export type NavItem = NavLink & {
  /** "map" items scroll smoothly on the home page instead of navigating. */
  kind?: "map";
  children?: NavLink[];
};

export const GUIDE_SECTIONS: NavLink[] = [
  { label: msg(/*i18n*/ "Get ready"), href: "/wildfireguide#wildfire-readiness" },
  { label: msg(/*i18n*/ "Stay informed"), href: "/wildfireguide#wildfire-monitoring" },
  { label: msg(/*i18n*/ "After the fire"), href: "/wildfireguide#post-fire-recovery" },
];

export const NAV_ITEMS: NavItem[] = [
  { label: msg(/*i18n*/ "Map"), href: `/#${NAV.mapId}`, kind: "map" },
  { label: msg(/*i18n*/ "Volunteer"), href: "/volunteer" },
  { label: msg(/*i18n*/ "Donate"), href: "/donate" },
  { label: msg(/*i18n*/ "Contact"), href: "/contact" },
  { label: msg(/*i18n*/ "Wildfire guide"), href: "/wildfireguide", children: GUIDE_SECTIONS },
];

/**
 * On "/" the bar is transparent over the hero until the page is scrolled past the hero's height
 * minus the offset; everywhere else it is always solid black.
 */
export function isNavSolid(pathname: string, scrollY: number, heroHeight: number): boolean {
  if (pathname !== "/") return true;
  return scrollY > heroHeight - NAV.solidOffsetPx;
}
