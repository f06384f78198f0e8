/** `page` counts from 1; one extra row is read to learn whether another page follows. */
export function pageWindow(page = 1, pageSize = 20) {
  return { limit: pageSize + 1, offset: (page - 1) * pageSize };
}

/** The page's rows and whether more follow, in the shape every list of the contract shares. */
export function pageOf<T>(rows: T[], page = 1, pageSize = 20) {
  return { items: rows.slice(0, pageSize), page, page_size: pageSize, has_more: rows.length > pageSize };
}
