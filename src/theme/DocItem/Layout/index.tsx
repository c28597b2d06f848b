import type { ReactNode } from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import SuggestionBox from '@site/src/components/SuggestionBox';

type Props = WrapperProps<typeof LayoutType>;

/** Every documentation page gets the floating suggestion box. */
export default function LayoutWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Layout {...props} />
      <SuggestionBox pageTitle={metadata.title} />
    </>
  );
}
