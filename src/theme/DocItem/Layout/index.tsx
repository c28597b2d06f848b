import type { ReactNode } from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import SuggestionBox from '@site/src/components/SuggestionBox';
import CopyMarkdown from '@site/src/components/CopyMarkdown';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Every documentation page gets the Markdown link and copy button above it
 * (outside the article, so the search index and the Markdown leave them out)
 * and the floating suggestion box.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyMarkdown permalink={metadata.permalink} />
      <Layout {...props} />
      <SuggestionBox pageTitle={metadata.title} />
    </>
  );
}
