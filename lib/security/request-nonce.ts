import "server-only";
import { headers } from "next/headers";
import { nonceFrom } from "./headers";

/** This page request's CSP nonce (set by proxy.ts), for the few inline scripts of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return nonceFrom((await headers()).get("content-security-policy"));
}
