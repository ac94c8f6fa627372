/**
 * The source name of the sample hazard layers (./sample.ts), in its own module: the map, in the
 * browser, recognises a sample layer by it and says so in the page's language, without loading
 * the sample layers themselves.
 */
export const SAMPLE_SOURCE = "Sample data (not a real fire or evacuation order)";
