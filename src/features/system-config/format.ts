// Admin dates are shown en-US in America/New_York (seed 002 section 9); one helper, so they can
// follow the viewer's own setting later.
export function formatAdminDateTime(date: Date | null): string {
  if (!date) return 'Never';
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }).format(date);
}
