/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback, and the name as it is. */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
