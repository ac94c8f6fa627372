import { useI18n } from "@/components/i18n/language-context";
import { typingDots } from "@/lib/chat/panel";

export function TypingIndicator({ step }: { step: number }) {
  const i18n = useI18n();
  return (
    <li className="flex justify-start" data-testid="typing-indicator">
      <p className="rounded-2xl rounded-es-sm bg-neutral-100 px-4 py-2 text-lg tracking-widest text-neutral-600">
        <span className="sr-only">{i18n._("The assistant is typing")}</span>
        <span aria-hidden="true" data-testid="typing-dots">
          {typingDots(step)}
        </span>
      </p>
    </li>
  );
}
