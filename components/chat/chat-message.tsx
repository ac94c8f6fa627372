import { RichText } from "@/components/content/rich-text";
import { useI18n } from "@/components/i18n/language-context";
import type { ChatMessage } from "@/lib/chat/panel";

export function ChatMessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
  const i18n = useI18n();
  const bot = message.sender === "bot";
  return (
    <li className={`flex ${bot ? "justify-start" : "justify-end"}`} data-sender={message.sender}>
      <p
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[15px] leading-relaxed ${bot ? "rounded-es-sm bg-neutral-100 text-neutral-900" : "rounded-ee-sm bg-brand text-white"}`}
      >
        <span className="sr-only">{bot ? i18n._("Assistant:") : i18n._("You:")} </span>
        <RichText
          text={message.text}
          onNavigate={onNavigate}
          linkClassName={bot ? "font-semibold text-brand-dark underline underline-offset-2" : "underline"}
        />
      </p>
    </li>
  );
}
