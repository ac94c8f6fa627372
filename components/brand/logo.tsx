/** The site mark: a flame inside a house outline, green on black. Decorative next to the name. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0a0a0a" />
      <path d="M6 15 16 6l10 9v11H6z" fill="none" stroke="#4ade80" strokeWidth="2.2" strokeLinejoin="round" />
      <path
        d="M16 12c.8 2.3 3.6 3.7 3.6 7a3.6 3.6 0 1 1-7.2 0c0-1.6.8-2.6 1.7-3.4.2 1.2.8 1.9 1.5 2.1-.5-2 .1-4.1.4-5.7z"
        fill="#4ade80"
      />
    </svg>
  );
}
