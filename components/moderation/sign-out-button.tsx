import { signOut } from "@/lib/moderation/actions";
import { SECONDARY_BUTTON_CLASS } from "./shared";

/** Clears the moderator cookie (works without JavaScript). */
export function SignOutButton() {
  return (
    <form action={signOut}>
      <button type="submit" className={SECONDARY_BUTTON_CLASS}>
        Sign out
      </button>
    </form>
  );
}
