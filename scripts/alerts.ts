// `npm run alerts -- <command>`: area alerts from the command line (docs/alerts.md).
//   keys        prints a new VAPID key pair for web push, as lines for the environment
//   stand-ins   runs a push service, an SMTP server and Twilio's API stand-in on this machine to try alerts locally
//   preview     prints every evacuation alert's notification in a language, as a phone shows it
// Exit codes: 0 done, 2 usage error.
import webpush from "web-push";

const USAGE = `Usage:
  npm run alerts -- keys         a new VAPID key pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)
  npm run alerts -- stand-ins    a local push service, SMTP server and Twilio stand-in to try alerts (see docs/alerts.md)
  npm run alerts -- preview <language> [zone name]
                                 every evacuation alert's push title and body, and mail subject, as shown`;

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === "keys") {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    // The private key signs every push message: keep it with the other secrets, never in the browser.
    console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=mailto:you@example.org`);
    return;
  }
  if (command === "stand-ins") {
    await import("../e2e/support/alert-stand-ins");
    return;
  }
  if (command === "preview") {
    const { previewCommand } = await import("./alerts/preview");
    process.exitCode = previewCommand(args);
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
}

void main();
