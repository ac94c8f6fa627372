import type { serverEnv } from "../env/server";
import type { HazardFeedsConfig } from "./refresh";

type HazardEnv = Pick<
  typeof serverEnv,
  | "HAZARD_INCIDENTS_URL"
  | "HAZARD_PERIMETERS_URL"
  | "HAZARD_ZONES_URL"
  | "HAZARD_ZONES_SOURCE"
  | "HAZARD_ZONES_STATUS_FIELD"
  | "HAZARD_ZONES_NAME_FIELD"
  | "HAZARD_ZONES_ID_FIELD"
  | "HAZARD_ZONES_STATUS_MAP"
>;

/** The feeds the server's settings (already validated in lib/env/server.ts) configure. */
export function hazardFeedsFromEnv(env: HazardEnv): HazardFeedsConfig {
  const config: HazardFeedsConfig = {};
  if (env.HAZARD_INCIDENTS_URL) config.incidents = { url: env.HAZARD_INCIDENTS_URL };
  if (env.HAZARD_PERIMETERS_URL) config.perimeters = { url: env.HAZARD_PERIMETERS_URL };
  // The env schema requires the status field with the zones' address.
  if (env.HAZARD_ZONES_URL && env.HAZARD_ZONES_STATUS_FIELD) {
    config.zones = {
      url: env.HAZARD_ZONES_URL,
      source: env.HAZARD_ZONES_SOURCE,
      statusField: env.HAZARD_ZONES_STATUS_FIELD,
      nameField: env.HAZARD_ZONES_NAME_FIELD,
      idField: env.HAZARD_ZONES_ID_FIELD,
      statusMap: env.HAZARD_ZONES_STATUS_MAP,
    };
  }
  return config;
}
