/** Shown whenever sample entries are on screen: they are examples, not real services. */
export function SampleDataNotice() {
  return (
    <p role="note" data-testid="sample-notice" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
      <strong>Sample data.</strong> The places shown here are examples for trying the site. They are not real services: do not go to
      them. For real help now, dial 2-1-1.
    </p>
  );
}

const updatedFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Los_Angeles",
});

export function LastUpdated({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p className="text-sm text-neutral-700">
      Data last updated <time dateTime={at}>{updatedFormat.format(new Date(at))}</time> (Los Angeles time). Updated daily.
    </p>
  );
}

export function DataUnavailable() {
  return (
    <p role="alert" className="rounded-lg border-l-4 border-danger bg-danger-wash p-4 text-neutral-900">
      We could not load the list of places right now. Please try again in a few minutes. For help finding services, dial 2-1-1.
    </p>
  );
}
