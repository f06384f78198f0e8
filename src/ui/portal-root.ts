export const PORTAL_ROOT_ID = 'portal-root';

/**
 * The element overlays render into. index.html ships it; failing loudly here
 * beats React's vague "Target container is not a DOM element" later.
 */
export function getPortalRoot(doc: Document = document): HTMLElement {
  const root = doc.getElementById(PORTAL_ROOT_ID);
  if (!root) {
    throw new Error(`Missing <div id="${PORTAL_ROOT_ID}"> in the page: the drawer renders into it. Add it to index.html next to the app root.`);
  }
  return root;
}
