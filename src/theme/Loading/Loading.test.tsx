import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Loading from './index';

const base = { isLoading: true, timedOut: false, retry: () => undefined };

describe('Loading', () => {
  it('renders nothing before the delay has passed', () => {
    expect(renderToStaticMarkup(<Loading {...base} pastDelay={false} error={null} />)).toBe('');
  });

  it('shows a spinner with a Portuguese status after the delay', () => {
    const html = renderToStaticMarkup(<Loading {...base} pastDelay error={null} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Carregando…');
  });

  it('shows the error text and a "Tentar novamente" button when the chunk failed', () => {
    const html = renderToStaticMarkup(<Loading {...base} pastDelay error={new Error('Loading chunk 42 failed.')} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Não foi possível carregar esta página.');
    expect(html).toContain('Error: Loading chunk 42 failed.');
    expect(html).toContain('>Tentar novamente</button>');
  });
});
