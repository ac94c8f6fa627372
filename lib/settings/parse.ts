import type { z } from "zod";

/** Parses settings; throws with every problem (the start check, ./problems.ts, prints them first, one line each). */
export function parseEnv<T extends z.ZodType>(schema: T, values: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid settings: ${problems}`);
  }
  return result.data;
}
