// Admin and settings dates of this feature, in one place (en-US, America/New_York as the seed's
// admin pages; switch here when the viewer's display settings apply).
export function formatConfigDate(d: Date | null, empty = 'Never'): string {
  if (!d) return empty;
  return d.toLocaleString('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
