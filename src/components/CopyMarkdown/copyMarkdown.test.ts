import { describe, expect, it } from 'vitest';
import { copyMarkdownFrom, copyMessages, type CopyEnvironment } from './copyMarkdown';

const ok = (text: string) => Promise.resolve({ ok: true, text: () => Promise.resolve(text) });

/** Records what reaches the clipboard, or refuses like a browser without permission. */
function fakeClipboard(refuse = false) {
  const written: string[] = [];
  const refusal = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  return {
    written,
    clipboard: {
      writeText: (text: string) => (refuse ? refusal() : (written.push(text), Promise.resolve())),
    } as CopyEnvironment['clipboard'],
  };
}

/** A ClipboardItem that keeps its (promised) items, and a write() that reads them as a browser would. */
function withClipboardItem(refuse = false) {
  const { written, clipboard } = fakeClipboard(refuse);
  class FakeItem {
    constructor(readonly items: Record<string, Promise<Blob>>) {}
  }
  clipboard.write = async (items) => {
    const blob = await (items[0] as unknown as FakeItem).items['text/plain'];
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
    written.push(await blob!.text());
  };
  return { written, clipboard, ClipboardItem: FakeItem as unknown as CopyEnvironment['ClipboardItem'] };
}

describe('copyMarkdownFrom', () => {
  it('fetches the page Markdown and writes it as text', async () => {
    const { written, clipboard } = fakeClipboard();
    const fetched: string[] = [];
    const outcome = await copyMarkdownFrom('/docs/a.md', { fetch: (url) => (fetched.push(url), ok('# A\n')), clipboard });
    expect(outcome).toBe('copied');
    expect(fetched).toEqual(['/docs/a.md']);
    expect(written).toEqual(['# A\n']);
  });

  it('writes through ClipboardItem when the browser has it', async () => {
    const { written, clipboard, ClipboardItem } = withClipboardItem();
    expect(await copyMarkdownFrom('/docs/a.md', { fetch: () => ok('# A\n'), clipboard, ClipboardItem })).toBe('copied');
    expect(written).toEqual(['# A\n']);
  });

  it('reports a failed download (network error or HTTP error), with or without ClipboardItem', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const missing = () => Promise.resolve({ ok: false, text: () => Promise.resolve('Página não encontrada') });
    for (const fetch of [offline, missing]) {
      const plain = fakeClipboard();
      expect(await copyMarkdownFrom('/docs/a.md', { fetch, clipboard: plain.clipboard })).toBe('fetch-failed');
      expect(plain.written).toEqual([]);
      const rich = withClipboardItem();
      expect(await copyMarkdownFrom('/docs/a.md', { fetch, ...rich })).toBe('fetch-failed');
      expect(rich.written).toEqual([]);
    }
  });

  it('reports a clipboard the browser refuses', async () => {
    expect(await copyMarkdownFrom('/docs/a.md', { fetch: () => ok('x'), clipboard: fakeClipboard(true).clipboard })).toBe('clipboard-refused');
    expect(await copyMarkdownFrom('/docs/a.md', { fetch: () => ok('x'), ...withClipboardItem(true) })).toBe('clipboard-refused');
  });

  it('has a Portuguese message for every outcome', () => {
    expect(copyMessages.copied).toBe('Markdown da página copiado.');
    expect(copyMessages['fetch-failed']).toMatch(/Não foi possível baixar/);
    expect(copyMessages['clipboard-refused']).toMatch(/não permitiu copiar/);
  });
});
