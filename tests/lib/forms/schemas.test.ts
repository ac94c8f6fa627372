// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  COLLABORATION_KINDS,
  REPORT_REASONS,
  collaborationSchema,
  fieldErrors,
  reportSchema,
  suggestionSchema,
  type FieldErrors,
} from "@/lib/forms/schemas";
import { AMENITIES, SUGGESTED_AMENITIES } from "@/lib/places/amenities";
import { CATEGORIES, PLACE_KINDS } from "@/lib/places/types";

/** The exact English keys the forms show (translated with t()). */
const M = {
  tooLong: "This is too long.",
  name: "Enter your name.",
  email: "Enter an e-mail address like name@example.org.",
  phone: "Use only digits, spaces and + ( ) - .",
  collaborationKind: "Choose how you would like to work with us.",
  message: "Tell us a little more (at least 10 characters).",
  consent: "We can only reply if you agree to be contacted.",
  placeKind: "Choose what kind of place this is.",
  category: "Choose a category.",
  placeName: "Enter the name of the place.",
  where: "Enter an address or pick the place on the map.",
  website: "Enter a web address starting with https://",
  source: "Tell us where this information comes from.",
  placeId: "This place could not be found.",
  reason: "Choose what is wrong.",
} as const;

/** Field → first message, or {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

/** A copy of `input` without the given fields, as a form that does not send them. */
function omit<T extends object>(input: T, ...fields: (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...input };
  for (const field of fields) delete copy[field];
  return copy;
}

const COLLABORATION = {
  name: "Ana Example",
  organization: "Altadena Mutual Aid",
  email: "ana@example.org",
  phone: "+1 (626) 555-0101",
  kind: "supplies",
  message: "We have two pallets of water to donate.",
  consent: "on",
};

const SUGGESTION = {
  kind: "shelter",
  category: "shelter_support",
  name: "Church hall shelter",
  address: "100 Main St, Pasadena",
  latitude: "",
  longitude: "",
  hours: "Every day 6pm-8am",
  phone: "(626) 555-0123",
  website: "https://example.org/shelter",
  noIdRequired: "on",
  petsAllowed: false,
  wheelchairAccessible: true,
  description: "Cots and blankets.",
  source: "I volunteer there",
  contactEmail: "",
};

const PLACE_ID = "00000000-0000-4000-8000-000000000001";
const REPORT = { placeId: PLACE_ID, reason: "closed", note: "Closed since Monday." };

describe("collaborationSchema", () => {
  it("accepts a valid request, trims text and turns the consent checkbox into true", () => {
    const parsed = collaborationSchema.parse({
      ...COLLABORATION,
      name: "  Ana Example \n",
      organization: "  Altadena Mutual Aid ",
      email: "  ana@example.org  ",
      phone: " +1 (626) 555-0101 ",
      message: "\t We have two pallets of water to donate.  ",
    });
    expect(parsed).toEqual({
      name: "Ana Example",
      organization: "Altadena Mutual Aid",
      email: "ana@example.org",
      phone: "+1 (626) 555-0101",
      kind: "supplies",
      message: "We have two pallets of water to donate.",
      consent: true,
    });
  });

  it("defaults the optional organization and phone to empty strings", () => {
    expect(collaborationSchema.parse(omit(COLLABORATION, "organization", "phone"))).toMatchObject({ organization: "", phone: "" });
  });

  it("accepts every kind of collaboration and consent given as true or 'true'", () => {
    for (const kind of COLLABORATION_KINDS) {
      expect(errorsOf(collaborationSchema, { ...COLLABORATION, kind })).toEqual({});
    }
    expect(collaborationSchema.parse({ ...COLLABORATION, consent: true }).consent).toBe(true);
    expect(collaborationSchema.parse({ ...COLLABORATION, consent: "true" }).consent).toBe(true);
  });

  it("accepts the limits exactly: a 120-character name and a 10-character message", () => {
    expect(errorsOf(collaborationSchema, { ...COLLABORATION, name: "n".repeat(120), message: "0123456789" })).toEqual({});
  });

  it.each([
    ["name", "", M.name],
    ["name", "    ", M.name],
    ["name", "n".repeat(121), M.tooLong],
    ["organization", "o".repeat(201), M.tooLong],
    ["email", "", M.email],
    ["email", "not-an-email", M.email],
    ["email", "ana@@example.org", M.email],
    ["email", "ana example@example.org", M.email],
    ["phone", "call me maybe", M.phone],
    ["phone", "626-555-0101 ext. 2", M.phone],
    ["phone", "<script>", M.phone],
    ["phone", "1".repeat(41), M.tooLong],
    ["kind", "", M.collaborationKind],
    ["kind", "spam", M.collaborationKind],
    ["kind", undefined, M.collaborationKind],
    ["message", "", M.message],
    ["message", "Too short", M.message],
    ["message", "   short      ", M.message],
    ["message", "m".repeat(5001), M.tooLong],
    ["consent", false, M.consent],
    ["consent", undefined, M.consent],
    ["consent", "", M.consent],
    ["consent", "off", M.consent],
  ])("rejects %s = %j with its message", (field, value, message) => {
    expect(errorsOf(collaborationSchema, { ...COLLABORATION, [field]: value })).toEqual({ [field]: message });
  });
});

describe("suggestionSchema", () => {
  it("accepts a suggestion with an address, trims text and normalizes empty values", () => {
    const parsed = suggestionSchema.parse({
      ...SUGGESTION,
      name: "  Church hall shelter ",
      address: " 100 Main St, Pasadena ",
      website: "  https://example.org/shelter  ",
      source: " I volunteer there ",
    });
    expect(parsed).toEqual({
      kind: "shelter",
      category: "shelter_support",
      name: "Church hall shelter",
      address: "100 Main St, Pasadena",
      latitude: null,
      longitude: null,
      hours: "Every day 6pm-8am",
      phone: "(626) 555-0123",
      website: "https://example.org/shelter",
      noIdRequired: true,
      petsAllowed: false,
      wheelchairAccessible: true,
      description: "Cots and blankets.",
      source: "I volunteer there",
      contactEmail: "",
    });
  });

  it("has a checkbox for exactly the facts a visitor can give (lib/places/amenities.ts `suggest`)", () => {
    expect(SUGGESTED_AMENITIES.map((a) => a.key)).toEqual(["noIdRequired", "petsAllowed", "wheelchairAccessible"]);
    const everyFact = Object.fromEntries(AMENITIES.map((a) => [a.key, "on"]));
    const parsed = suggestionSchema.parse({ ...SUGGESTION, ...everyFact });
    for (const a of AMENITIES) expect(a.key in parsed, a.key).toBe(SUGGESTED_AMENITIES.includes(a as never));
    for (const a of SUGGESTED_AMENITIES) expect(parsed[a.key], a.key).toBe(true);
  });

  it("accepts every kind and category", () => {
    for (const kind of PLACE_KINDS) for (const category of CATEGORIES) {
      expect(errorsOf(suggestionSchema, { ...SUGGESTION, kind, category })).toEqual({});
    }
  });

  it("accepts both coordinates instead of an address, as form strings or numbers", () => {
    expect(suggestionSchema.parse({ ...SUGGESTION, address: "", latitude: "34.1478", longitude: "-118.1445" })).toMatchObject({
      address: "",
      latitude: 34.1478,
      longitude: -118.1445,
    });
    expect(suggestionSchema.parse({ ...SUGGESTION, address: "", latitude: 34.2, longitude: -118.3 })).toMatchObject({
      latitude: 34.2,
      longitude: -118.3,
    });
  });

  it("needs an address or both coordinates, with the error on the address", () => {
    expect(errorsOf(suggestionSchema, { ...SUGGESTION, address: "" })).toEqual({ address: M.where });
    expect(errorsOf(suggestionSchema, { ...SUGGESTION, address: "   " })).toEqual({ address: M.where });
    expect(errorsOf(suggestionSchema, { ...SUGGESTION, address: "", latitude: "34.1" })).toEqual({ address: M.where });
    expect(errorsOf(suggestionSchema, { ...SUGGESTION, address: "", longitude: "-118.1" })).toEqual({ address: M.where });
    expect(errorsOf(suggestionSchema, { ...SUGGESTION, address: "", latitude: null, longitude: null })).toEqual({ address: M.where });
  });

  it("accepts Southern California's bounds exactly and rejects points outside them", () => {
    for (const [latitude, longitude] of [
      [32, -121],
      [36, -114],
    ]) {
      expect(errorsOf(suggestionSchema, { ...SUGGESTION, latitude, longitude })).toEqual({});
    }
    // New York, and points just past each edge.
    const ny = errorsOf(suggestionSchema, { ...SUGGESTION, address: "", latitude: "40.7128", longitude: "-74.006" });
    expect(Object.keys(ny).sort()).toEqual(["latitude", "longitude"]);
    expect(Object.keys(errorsOf(suggestionSchema, { ...SUGGESTION, latitude: 31.99, longitude: -118 }))).toEqual(["latitude"]);
    expect(Object.keys(errorsOf(suggestionSchema, { ...SUGGESTION, latitude: 36.01, longitude: -118 }))).toEqual(["latitude"]);
    expect(Object.keys(errorsOf(suggestionSchema, { ...SUGGESTION, latitude: 34, longitude: -121.01 }))).toEqual(["longitude"]);
    expect(Object.keys(errorsOf(suggestionSchema, { ...SUGGESTION, latitude: 34, longitude: -113.99 }))).toEqual(["longitude"]);
    expect(Object.keys(errorsOf(suggestionSchema, { ...SUGGESTION, latitude: "north", longitude: -118 }))).toEqual(["latitude"]);
  });

  it("accepts http(s) web addresses only", () => {
    for (const website of ["https://example.org", "http://example.org/path?q=1", "HTTPS://EXAMPLE.ORG"]) {
      expect(suggestionSchema.parse({ ...SUGGESTION, website }).website).toBe(website);
    }
    expect(suggestionSchema.parse({ ...SUGGESTION, website: "" }).website).toBeNull();
    expect(suggestionSchema.parse({ ...SUGGESTION, website: "   " }).website).toBeNull();
    for (const website of [
      "javascript:alert(1)",
      "JavaScript://example.org/%0aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.org",
      "example.org",
      "www.example.org",
      "https://localhost",
      "https://",
    ]) {
      expect(errorsOf(suggestionSchema, { ...SUGGESTION, website }), website).toEqual({ website: M.website });
    }
  });

  it.each([
    ["on", true],
    ["true", true],
    [true, true],
    [false, false],
    [undefined, false],
    ["", false],
    ["off", false],
    ["false", false],
  ])("reads the checkbox value %j as %s", (value, expected) => {
    const parsed = suggestionSchema.parse({ ...SUGGESTION, noIdRequired: value, petsAllowed: value, wheelchairAccessible: value });
    expect(parsed).toMatchObject({ noIdRequired: expected, petsAllowed: expected, wheelchairAccessible: expected });
  });

  it("accepts an optional contact e-mail, trimmed", () => {
    expect(suggestionSchema.parse({ ...SUGGESTION, contactEmail: " ana@example.org " }).contactEmail).toBe("ana@example.org");
    expect(suggestionSchema.parse(omit(SUGGESTION, "contactEmail")).contactEmail).toBe("");
  });

  it.each([
    ["kind", "", M.placeKind],
    ["kind", "restaurant", M.placeKind],
    ["category", "", M.category],
    ["category", "food", M.category],
    ["name", "", M.placeName],
    ["name", "   ", M.placeName],
    ["name", "n".repeat(201), M.tooLong],
    ["address", "a".repeat(301), M.tooLong],
    ["hours", "h".repeat(501), M.tooLong],
    ["phone", "ask for Bob", M.phone],
    ["phone", "1".repeat(41), M.tooLong],
    ["description", "d".repeat(2001), M.tooLong],
    ["source", "", M.source],
    ["source", "  ", M.source],
    ["source", "s".repeat(501), M.tooLong],
    ["contactEmail", "not-an-email", M.email],
    ["website", "javascript:alert(1)", M.website],
  ])("rejects %s = %j with its message", (field, value, message) => {
    expect(errorsOf(suggestionSchema, { ...SUGGESTION, [field]: value })).toEqual({ [field]: message });
  });
});

describe("reportSchema", () => {
  it("accepts every reason for a place id, trims the note and defaults it to empty", () => {
    for (const reason of REPORT_REASONS) {
      expect(reportSchema.parse({ ...REPORT, reason, note: "  moved next door  " })).toEqual({ placeId: PLACE_ID, reason, note: "moved next door" });
    }
    expect(reportSchema.parse({ placeId: PLACE_ID, reason: "full" })).toEqual({ placeId: PLACE_ID, reason: "full", note: "" });
  });

  it.each([
    ["placeId", "", M.placeId],
    ["placeId", "42", M.placeId],
    ["placeId", "sample-001", M.placeId],
    ["placeId", `${PLACE_ID}' or '1'='1`, M.placeId],
    ["placeId", undefined, M.placeId],
    ["reason", "", M.reason],
    ["reason", "other", M.reason],
    ["reason", undefined, M.reason],
    ["note", "n".repeat(1001), M.tooLong],
  ])("rejects %s = %j with its message", (field, value, message) => {
    expect(errorsOf(reportSchema, { ...REPORT, [field]: value })).toEqual({ [field]: message });
  });

  it("reports both missing fields of an empty form", () => {
    expect(errorsOf(reportSchema, {})).toEqual({ placeId: M.placeId, reason: M.reason });
  });
});

describe("fieldErrors", () => {
  it("keeps the first message per field when a value breaks two rules", () => {
    // 41 letters: too long, and not a phone number.
    const result = collaborationSchema.safeParse({ ...COLLABORATION, phone: "x".repeat(41) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.filter((i) => i.path[0] === "phone").map((i) => i.message)).toEqual([M.tooLong, M.phone]);
    expect(fieldErrors(result.error)).toEqual({ phone: M.tooLong });
  });

  it("keys nested paths by their first segment and form-level issues by 'form'", () => {
    const schema = z.object({ a: z.array(z.string()) }).superRefine((_, ctx) => {
      ctx.addIssue({ code: "custom", message: "first", path: ["a", 0] });
      ctx.addIssue({ code: "custom", message: "second", path: ["a"] });
      ctx.addIssue({ code: "custom", message: "whole form", path: [] });
      ctx.addIssue({ code: "custom", message: "whole form again", path: [] });
    });
    const result = schema.safeParse({ a: ["x"] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ a: "first", form: "whole form" });
  });

  it("lists one message for each invalid field of a whole form", () => {
    expect(errorsOf(collaborationSchema, { ...COLLABORATION, name: "", email: "x", kind: "x", message: "x", consent: false })).toEqual({
      name: M.name,
      email: M.email,
      kind: M.collaborationKind,
      message: M.message,
      consent: M.consent,
    });
  });
});
