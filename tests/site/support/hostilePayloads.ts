/**
 * Hostile values for URL parameters and the hash. Each script payload sets
 * window.__pwned, so a test can tell whether it ran.
 */
export interface Payload {
  name: string;
  value: string;
  /** Put in the URL as is (not percent-encoded), to test broken encodings. */
  raw?: boolean;
}

export const hostilePayloads: Payload[] = [
  { name: 'script tag', value: '<script>window.__pwned=1</script>' },
  { name: 'attribute breakout with onerror', value: '"><img src=x onerror="window.__pwned=1">' },
  { name: 'svg onload after closing title', value: '</title><svg/onload=window.__pwned=1>' },
  { name: 'javascript: URL', value: 'javascript:window.__pwned=1' },
  { name: 'quotes and backticks', value: `'" \` ' -- ; "` },
  { name: 'broken percent-encoding', value: '%E0%A4%A%zz%', raw: true },
  { name: 'control and bidirectional characters', value: '\u0007abc\u202Eevil\u2066x\u200F\u0000' },
  { name: '10,000-character string', value: 'ação '.repeat(2000) },
  { name: 'lunr query syntax', value: 'title:foo^10 +bar -baz~2 * :' },
  { name: 'template syntax', value: "{{constructor.constructor('window.__pwned=1')()}} ${window.__pwned=1}" },
  { name: 'regular-expression metacharacters', value: '(.*)+[a-z]{2,}\\' },
  // A value a careless loader would join into the index's or a chunk's address.
  { name: 'another host and a climb up the path', value: '//evil.example/../../' },
];

export function encodePayload(payload: Payload): string {
  return payload.raw ? payload.value : encodeURIComponent(payload.value);
}
