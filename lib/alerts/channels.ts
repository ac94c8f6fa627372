/** The settings the channels are made of (checked whole at start by lib/settings/server-schema.ts, which imports this feature's checks). */
type ChannelSettings = {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  SMTP_URL?: string;
  ALERTS_FROM?: string;
  ALERTS_PUSH_HOSTS?: string[];
};

export type PushChannel = { publicKey: string; privateKey: string; subject: string };
export type EmailChannel = { smtpUrl: string; from: string };

/** The alert channels the settings configure (each checked whole at start: lib/settings/server-schema.ts). */
export function alertChannels(env: ChannelSettings): { push: PushChannel | null; email: EmailChannel | null; pushHosts: string[] } {
  return {
    push: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT } : null,
    email: env.SMTP_URL && env.ALERTS_FROM ? { smtpUrl: env.SMTP_URL, from: env.ALERTS_FROM } : null,
    pushHosts: env.ALERTS_PUSH_HOSTS ?? [],
  };
}
