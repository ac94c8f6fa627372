import { createECDH } from "node:crypto";

/** Whether the private key (32 bytes, base64url) derives the public key (65 bytes): a swapped or mistyped pair fails at start, not at the first alert. */
export function vapidPairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, "base64url"));
  } catch {
    return false;
  }
}
