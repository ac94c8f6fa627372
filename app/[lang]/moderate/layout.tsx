import { MainArea } from "@/components/layout/main-area";

/**
 * The reviewers' screens: staff at work, not residents. No public safety notice and no FAQ chat
 * (app/[lang]/(public)/layout.tsx has them), which covered entry titles on a phone (issue 27).
 */
export default function ModerateLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <MainArea>{children}</MainArea>;
}
