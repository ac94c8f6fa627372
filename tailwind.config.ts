import type { Config } from "tailwindcss";

/**
 * Tailwind v4 reads this through `@config` in app/globals.css. The palette is the site's
 * green-and-black identity; every text/background pair used in components meets WCAG AA.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: "#0a0a0a", soft: "#171717", muted: "#404040" },
        brand: {
          DEFAULT: "#15803d", // white text on it: 5.0:1
          dark: "#166534",
          light: "#4ade80", // on black: 11:1
          wash: "#f0fdf4",
        },
        danger: { DEFAULT: "#b91c1c", wash: "#fef2f2" },
      },
      fontFamily: {
        // System fonts: nothing to download on a weak connection, and phones pick good CJK faces.
        sans: [
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Noto Sans",
          "PingFang SC",
          "Microsoft YaHei",
          "Apple SD Gothic Neo",
          "Malgun Gothic",
          "Noto Sans CJK SC",
          "Noto Sans CJK KR",
          "sans-serif",
        ],
      },
    },
  },
};

export default config;
