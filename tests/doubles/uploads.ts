// Files and multipart forms in the client tests. The fetch under them is Node's, which sends a
// form whole only when the form and its files are Node's own: jsdom's FormData and File reach it
// as a part named "blob" of the wrong size, or not at all. A browser has one of each, so the page
// is not told; the test files that upload swap in Node's FormData for their duration.
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/** Node's FormData class, as Node's fetch gives it (the jsdom environment hides the global). */
async function nodeFormData(): Promise<typeof FormData> {
  const form = await new Response(new URLSearchParams('a=b')).formData();
  return form.constructor as typeof FormData;
}

/** For a test file that uploads: Node's FormData while it runs, jsdom's again after it. */
export function withNodeForms() {
  beforeAll(async () => {
    vi.stubGlobal('FormData', await nodeFormData());
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}

/** A file a person chooses, as Node's File (see above). */
export const chosenFile = (bits: string, name: string, type: string) => new NodeFile([bits], name, { type }) as unknown as File;
