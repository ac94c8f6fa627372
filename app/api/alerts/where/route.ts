import { NextResponse } from "next/server";
import { findWhere, whereQuery } from "@/lib/alerts/where";

/**
 * GET /api/alerts/where?q=<ZIP code or community>: the point to follow (lib/alerts/where.ts).
 * The answer depends on `q` alone and the data ships with the build, so every answer may be kept
 * by the browser and any shared cache for a day.
 */
const CACHE = { "cache-control": "public, max-age=86400" };

export function GET(request: Request) {
  const checked = whereQuery.safeParse(new URL(request.url).searchParams.get("q") ?? undefined);
  if (!checked.success) return NextResponse.json({ error: checked.error.issues[0]!.message }, { status: 400, headers: CACHE });
  const found = findWhere(checked.data);
  if (!found) return NextResponse.json({ error: "No ZIP code or community of Los Angeles County by that name" }, { status: 404, headers: CACHE });
  return NextResponse.json(found, { headers: CACHE });
}
