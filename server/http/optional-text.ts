/** Free text as stored: trimmed, and nothing at all rather than an empty string. */
export function optionalText(value: string | undefined | null): string | null {
  const text = value?.trim();
  return text ? text : null;
}
