import { NOTICE } from "@/lib/notice/settings";

/**
 * Hides the safety notice on this device. No client component: the <head> script handles the tap
 * from the first paint, before React has hydrated, and sets the same mark it reads on later pages
 * (lib/security/inline-scripts.ts).
 */
export function DismissNotice({ label }: { label: string }) {
  return (
    // On a phone a 44 px × in the notice's top corner (named by the same words), so the notice is
    // one line shorter and the hero's need buttons stay on the first screen in every language.
    <button
      type="button"
      {...{ [NOTICE.dismissButtonAttribute]: "" }}
      className="absolute end-1 top-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:static sm:h-auto sm:min-h-11 sm:w-auto sm:border sm:border-white/70 sm:px-4 sm:text-sm sm:font-semibold"
    >
      <span aria-hidden="true" className="text-2xl leading-none sm:hidden">
        ×
      </span>
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}
