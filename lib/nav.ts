import { NAV } from "./config";

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
  { label: "Get ready", href: "/wildfireguide#wildfire-readiness" },
  { label: "Stay informed", href: "/wildfireguide#wildfire-monitoring" },
  { label: "After the fire", href: "/wildfireguide#post-fire-recovery" },
];

export const NAV_ITEMS: NavItem[] = [
  { label: "Map", href: `/#${NAV.mapId}`, kind: "map" },
  { label: "Volunteer", href: "/volunteer" },
  { label: "Donate", href: "/donate" },
  { label: "Contact", href: "/contact" },
  { label: "Wildfire guide", href: "/wildfireguide", children: GUIDE_SECTIONS },
];

/**
 * On "/" the bar is transparent over the hero until the page is scrolled past the hero's height
 * minus the offset; everywhere else it is always solid black.
 */
export function isNavSolid(pathname: string, scrollY: number, heroHeight: number): boolean {
  if (pathname !== "/") return true;
  return scrollY > heroHeight - NAV.solidOffsetPx;
}
