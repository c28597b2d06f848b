/**
 * Type references in MDX prose/table cells: framework names become links,
 * everything else is escaped text; generic brackets are escaped for MDX.
 */
import { escapeProse, markdownLink } from './escape';
import type { ApiModel, Scope } from './model';
import type { SyntaxParameter, TypeRef } from './syntax';
import type { ApiUrls } from './urls';

/** What naming a type in a signature needs: the model to resolve it, the URLs to link it. */
export interface TypeRefContext {
  model: Pick<ApiModel, 'resolveType'>;
  urls: ApiUrls;
}

export function renderTypeRef(type: TypeRef, context: TypeRefContext, scope: Scope): string {
  const model = context.model;
  switch (type.kind) {
    case 'named': {
      const target = scope.typeParameters.includes(type.name) ? undefined : model.resolveType(type.name, type.args.length, scope);
      const name = target ? markdownLink(type.name, context.urls.type(target)) : escapeProse(type.name);
      if (type.args.length === 0) return name;
      return `${name}${escapeProse('<')}${type.args.map((a) => renderTypeRef(a, context, scope)).join(', ')}${escapeProse('>')}`;
    }
    case 'predefined':
      return escapeProse(type.name);
    case 'nullable':
      return `${renderTypeRef(type.inner, context, scope)}?`;
    case 'array':
      return `${renderTypeRef(type.inner, context, scope)}${escapeProse(`[${','.repeat(type.rank - 1)}]`)}`;
    case 'pointer':
      return `${renderTypeRef(type.inner, context, scope)}${escapeProse('*')}`;
    case 'tuple':
      return `(${type.elements.map((e) => `${renderTypeRef(e.type, context, scope)}${e.name ? ` ${escapeProse(e.name)}` : ''}`).join(', ')})`;
    case 'raw':
      return escapeProse(type.text);
  }
}

/** `(int amount, CharacterType? target)` with linked types, for table cells. */
export function renderParameterList(parameters: SyntaxParameter[], context: TypeRefContext, scope: Scope): string {
  return `(${parameters
    .map((p) => {
      const modifiers = p.modifiers.length ? `${escapeProse(p.modifiers.join(' '))} ` : '';
      return `${modifiers}${renderTypeRef(p.type, context, scope)} ${escapeProse(p.name)}`;
    })
    .join(', ')})`;
}
