import { signOut } from "@/lib/moderation/actions/sign-out";
import { signOutEverywhere } from "@/lib/moderation/actions/sign-out-everywhere";
import { SECONDARY_BUTTON_CLASS } from "./shared";

/** Ends this session, or every session of the account (both work without JavaScript). */
export function SignOutButtons() {
  return (
    <div className="flex flex-wrap gap-2">
      <form action={signOutEverywhere}>
        <button type="submit" className={SECONDARY_BUTTON_CLASS}>
          Sign out everywhere
        </button>
      </form>
      <form action={signOut}>
        <button type="submit" className={SECONDARY_BUTTON_CLASS}>
          Sign out
        </button>
      </form>
    </div>
  );
}
