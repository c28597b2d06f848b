// The highlighted code block: Prism (prism-react-renderer's build plus the
// languages of themeConfig.prism.additionalLanguages) and theme-classic's own
// CodeBlock. In the browser it is a chunk of its own (see loader.ts).
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
// theme-classic's block: @theme-init is the first theme that provided
// CodeBlock (this plugin's theme/CodeBlock overrides it).
import CodeBlock from '@theme-init/CodeBlock';
import type { Props } from '@theme/CodeBlock';

// What theme-classic's client module did on every page, done once here.
prismIncludeLanguages(Prism);

// The @theme-init alias is typed loosely; it is theme-classic's CodeBlock.
export default CodeBlock as ComponentType<Props>;
