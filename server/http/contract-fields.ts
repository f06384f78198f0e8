/** A date as the contract's date-time strings carry it. */
export const iso = (d: Date) => d.toISOString();

/** Optional contract fields are left out rather than sent as null. */
export const present = <K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> =>
  value == null ? {} : ({ [key]: value } as Record<K, V>);
