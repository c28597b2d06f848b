// Fetches a page's Markdown and puts it on the clipboard. Shipped on every doc
// page, so kept tiny; the browser's fetch and clipboard are handed in, so
// tests can stand in for them.

export type CopyOutcome = 'copied' | 'fetch-failed' | 'clipboard-refused';

export interface CopyEnvironment {
  fetch: (url: string) => Promise<{ ok: boolean; text: () => Promise<string> }>;
  clipboard: Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;
  /** The browser's ClipboardItem, when it has one. */
  ClipboardItem?: new (items: Record<string, Promise<Blob>>) => ClipboardItem;
}

/** What the live region says after each outcome. */
export const copyMessages: Record<CopyOutcome, string> = {
  copied: 'Markdown da página copiado.',
  'fetch-failed': 'Não foi possível baixar o Markdown da página. Tente novamente.',
  'clipboard-refused': 'O navegador não permitiu copiar. Use o link “Ver em Markdown”.',
};

/**
 * Safari lets a page write to the clipboard only during the click, so where
 * ClipboardItem exists the write starts at once, the text still on its way.
 * If that write fails for another reason than the download, the text is
 * written plainly (browsers whose ClipboardItem takes no promise).
 */
export async function copyMarkdownFrom(url: string, { fetch, clipboard, ClipboardItem: Item }: CopyEnvironment): Promise<CopyOutcome> {
  let fetchFailed = false;
  const text = fetch(url)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(url)))))
    .catch((error: unknown) => {
      fetchFailed = true;
      throw error;
    });
  // Awaited below; this keeps an early failure from being reported as unhandled.
  text.catch(() => undefined);
  try {
    if (!Item || !clipboard.write) throw new Error('ClipboardItem');
    await clipboard.write([new Item({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
    return 'copied';
  } catch {
    try {
      await clipboard.writeText(await text);
      return 'copied';
    } catch {
      return fetchFailed ? 'fetch-failed' : 'clipboard-refused';
    }
  }
}
