// Fetches a page's Markdown and puts it on the clipboard. No React, no
// imports: the browser's own fetch and clipboard are handed in, so tests can
// stand in for them.

export type CopyOutcome = 'copied' | 'fetch-failed' | 'clipboard-refused';

export interface CopyEnvironment {
  fetch: (url: string) => Promise<{ ok: boolean; text: () => Promise<string> }>;
  clipboard: Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;
  /** The browser's ClipboardItem, when it has one. */
  ClipboardItem?: new (items: Record<string, Promise<Blob>>) => ClipboardItem;
}

/** What the live region says after each outcome. */
export const copyMessages: Record<CopyOutcome, string> = {
  copied: 'Markdown desta página copiado para a área de transferência.',
  'fetch-failed': 'Não foi possível baixar o Markdown desta página. Verifique a conexão e tente de novo.',
  'clipboard-refused': 'O navegador não permitiu copiar para a área de transferência. Abra “Ver em Markdown” e copie o texto de lá.',
};

class FetchFailed extends Error {}

async function fetchText(environment: CopyEnvironment, url: string): Promise<string> {
  let response: Awaited<ReturnType<CopyEnvironment['fetch']>>;
  try {
    response = await environment.fetch(url);
  } catch {
    throw new FetchFailed();
  }
  if (!response.ok) throw new FetchFailed();
  return response.text();
}

/**
 * Safari only lets a page write to the clipboard during the click itself, so
 * where ClipboardItem exists the write starts at once with the text still on
 * its way (a promise). Elsewhere, or if that write is turned down for
 * another reason than the download, the text is fetched and written plainly.
 */
export async function copyMarkdownFrom(url: string, environment: CopyEnvironment): Promise<CopyOutcome> {
  const text = fetchText(environment, url);
  // Awaited below in every path; this only keeps an early rejection from being reported as unhandled.
  text.catch(() => undefined);
  const { clipboard, ClipboardItem: Item } = environment;
  if (Item && clipboard.write) {
    try {
      await clipboard.write([new Item({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      return 'copied';
    } catch {
      // Settles below: a failed download, or a refusal writeText will meet too.
    }
  }
  let value: string;
  try {
    value = await text;
  } catch {
    return 'fetch-failed';
  }
  try {
    await clipboard.writeText(value);
    return 'copied';
  } catch {
    return 'clipboard-refused';
  }
}
