import { z } from "zod";
import { URGENCIES, WEEKDAYS } from "./types";

/** How a place's structured fields must look, wherever they come from: a row, an import, an edit. */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const period = z.object({ opens: time, closes: time });
export const hoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(period));
export const itemsSchema = z.array(z.object({ item: z.string().min(1), urgency: z.enum(URGENCIES) }));
export const shiftsSchema = z.array(z.object({ day: z.enum(WEEKDAYS), starts: time, ends: time }));
