// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/forms/limits";
import { collaborationSchema, reportSchema, suggestionSchema } from "@/lib/forms/schemas";

/** A value of `length` characters that is otherwise valid for the field. */
function valueOf(field: string, length: number): string {
  if (field === "email" || field === "contactEmail") return `${"a".repeat(length - "@example.org".length)}@example.org`;
  if (field === "phone") return "5".repeat(length);
  if (field === "website") return `https://example.org/${"a".repeat(length - "https://example.org/".length)}`;
  return "a".repeat(length);
}

const VALID = {
  collaboration: { name: "Ana", email: "ana@example.org", kind: "volunteers", message: "We can bring water on Saturday.", consent: true },
  suggestion: { kind: "resource", category: "essentials", name: "Water", address: "Lake Ave", source: "I volunteer there." },
  report: { placeId: "00000000-0000-4000-8000-000000000001", reason: "closed" },
} as const;
const SCHEMAS = { collaboration: collaborationSchema, suggestion: suggestionSchema, report: reportSchema } as const;

describe("the fields' maxlength is the schema's limit", () => {
  for (const [form, fields] of Object.entries(LIMITS) as [keyof typeof LIMITS, Record<string, number>][]) {
    for (const [field, max] of Object.entries(fields)) {
      it(`${form}.${field}: ${max} characters pass, ${max + 1} are too long`, () => {
        const schema = SCHEMAS[form];
        expect(schema.safeParse({ ...VALID[form], [field]: valueOf(field, max) }).success).toBe(true);
        const over = schema.safeParse({ ...VALID[form], [field]: valueOf(field, max + 1) });
        expect(over.success).toBe(false);
        expect(over.error?.issues.map((i) => i.path.join("."))).toContain(field);
      });
    }
  }
});
