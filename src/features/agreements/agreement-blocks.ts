/**
 * An agreement's text as the server serves and fingerprints it (server/onboarding/agreement-texts.ts):
 * blocks separated by a blank line; `# ` the title, `## ` a heading, lines of `- ` a list, anything
 * else a paragraph. Read back into blocks to show it, every character kept.
 */
export type AgreementBlock = { type: 'title' | 'heading' | 'p'; text: string } | { type: 'ul'; items: string[] };

export function agreementBlocks(text: string): AgreementBlock[] {
  return text.split('\n\n').map((block): AgreementBlock => {
    if (block.startsWith('# ')) return { type: 'title', text: block.slice(2) };
    if (block.startsWith('## ')) return { type: 'heading', text: block.slice(3) };
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith('- '))) return { type: 'ul', items: lines.map((line) => line.slice(2)) };
    return { type: 'p', text: block };
  });
}
