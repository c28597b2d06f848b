// A second `npm run build` after an author's edits publishes exactly those
// edits: the bundler's persistent cache must know that pages depend on
// data/game/, on the other pages' proposal blocks and on framework-source/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBuiltPage, textOf, findBuiltPage } from '../../plugins/build-output/src/index';
import { markdownPathFor } from '../../plugins/markdown-export/src/index';
import { addProposal, authorEdits, editComment, editRule } from './support/edits';
import { build, copySite } from './support/siteCopy';

let siteCopy = '';

function builtFile(relative: string): string {
  return readFileSync(path.join(siteCopy, 'build', relative), 'utf8');
}

/** The article text of a built page, as a reader sees it. */
function pageText(route: string): string {
  const file = findBuiltPage(path.join(siteCopy, 'build'), route);
  if (!file) throw new Error(`no built page for ${route}`);
  const { article } = readBuiltPage(readFileSync(file, 'utf8'));
  return (article ? textOf(article) : '').replace(/\s+/g, ' ');
}

function markdownText(route: string): string {
  return builtFile(markdownPathFor(route).replace(/^\//, '')).replace(/\s+/g, ' ');
}

describe('a second build after editing data, a page and a C# comment', () => {
  beforeAll(async () => {
    siteCopy = copySite('warm-rebuild');
    await build(siteCopy);
    // The first build really leaves a persistent cache for the second to use.
    expect(readdirSync(path.join(siteCopy, 'node_modules', '.cache')).length).toBeGreaterThan(0);
    expect(pageText(authorEdits.rule.page)).toContain(authorEdits.rule.before);
    editRule(siteCopy);
    addProposal(siteCopy);
    editComment(siteCopy);
    await build(siteCopy);
  }, 900_000);

  it('publishes the new value of a rule, in the HTML and the Markdown', () => {
    for (const text of [pageText(authorEdits.rule.page), markdownText(authorEdits.rule.page)]) {
      expect(text).toContain(authorEdits.rule.after);
      expect(text).not.toContain(authorEdits.rule.before);
    }
  });

  it('publishes the edited page and the proposals register that gathers its proposal block', () => {
    expect(pageText(authorEdits.proposal.page)).toContain(authorEdits.proposal.text);
    expect(pageText(authorEdits.proposal.register)).toContain(authorEdits.proposal.text);
  });

  it('publishes the edited C# comment on the API page', () => {
    expect(pageText(authorEdits.comment.page)).toContain(authorEdits.comment.text);
  });
});
