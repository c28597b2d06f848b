/**
 * Type references in MDX prose/table cells: framework names become links,
 * everything else is escaped text; generic brackets are escaped for MDX.
 */
import { typeUrl } from './cref';
import { escapeProse, markdownLink } from './escape';
import type { ApiModel, Scope } from './model';
import type { SyntaxParameter, TypeRef } from './syntax';

export function renderTypeRef(type: TypeRef, model: ApiModel, scope: Scope): string {
  switch (type.kind) {
    case 'named': {
      const target = scope.typeParameters.includes(type.name) ? undefined : model.resolveType(type.name, type.args.length, scope);
      const name = target ? markdownLink(type.name, typeUrl(target)) : escapeProse(type.name);
      if (type.args.length === 0) return name;
      return `${name}${escapeProse('<')}${type.args.map((a) => renderTypeRef(a, model, scope)).join(', ')}${escapeProse('>')}`;
    }
    case 'predefined':
      return escapeProse(type.name);
    case 'nullable':
      return `${renderTypeRef(type.inner, model, scope)}?`;
    case 'array':
      return `${renderTypeRef(type.inner, model, scope)}${escapeProse(`[${','.repeat(type.rank - 1)}]`)}`;
    case 'pointer':
      return `${renderTypeRef(type.inner, model, scope)}${escapeProse('*')}`;
    case 'tuple':
      return `(${type.elements.map((e) => `${renderTypeRef(e.type, model, scope)}${e.name ? ` ${escapeProse(e.name)}` : ''}`).join(', ')})`;
    case 'raw':
      return escapeProse(type.text);
  }
}

/** `(int amount, CharacterType? target)` with linked types, for table cells. */
export function renderParameterList(parameters: SyntaxParameter[], model: ApiModel, scope: Scope): string {
  return `(${parameters
    .map((p) => {
      const modifiers = p.modifiers.length ? `${escapeProse(p.modifiers.join(' '))} ` : '';
      return `${modifiers}${renderTypeRef(p.type, model, scope)} ${escapeProse(p.name)}`;
    })
    .join(', ')})`;
}
