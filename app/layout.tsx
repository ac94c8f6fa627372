import type { Metadata, Viewport } from "next";
import { FaqChat } from "@/components/chat/faq-chat";
import { SiteFooter } from "@/components/footer/site-footer";
import { MainArea } from "@/components/layout/main-area";
import { SiteNav } from "@/components/nav/site-nav";
import { SafetyNotice } from "@/components/notice/safety-notice";
import { Toasts } from "@/components/toasts/toasts";
import { SITE } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${SITE.name}: shelters, food, help and guidance`, template: `%s · ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
};

export const viewport: Viewport = {
  themeColor: "#0a0a0a",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <SiteNav />
        <MainArea>{children}</MainArea>
        <SiteFooter />
        <Toasts />
        <SafetyNotice />
        <FaqChat />
      </body>
    </html>
  );
}
