import { z } from "zod";
import { REVIEWER_ROLES, type Reviewer } from "./stores";

/** Reviewer rows in the database's snake_case, shared by every backend. */

const row = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(REVIEWER_ROLES),
  disabled_at: z.union([z.string(), z.date()]).nullable(),
  created_at: z.union([z.string(), z.date()]).transform((v) => new Date(v).toISOString()),
});

export const REVIEWER_COLUMNS = "id, email, name, role, disabled_at, created_at";

export function reviewerFromRow(raw: unknown): Reviewer {
  const r = row.parse(raw);
  return { id: r.id, email: r.email, name: r.name, role: r.role, disabled: r.disabled_at !== null, createdAt: r.created_at };
}

/** One form of an address per account: what the database stores and looks up. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** SQLSTATE of a unique violation (the email is taken). */
export const UNIQUE_VIOLATION = "23505";
