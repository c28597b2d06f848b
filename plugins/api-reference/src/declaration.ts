/** Plain C# text of declarations, shown in ```csharp blocks (never parsed as MDX, so no escaping but the fence). */
import type { ApiMember, ApiType } from './model';
import type { SyntaxAttribute, SyntaxConstraint, SyntaxParameter } from './syntax';
import { typeParameterListText, typeRefText } from './type-ref';

export function attributeText(attribute: SyntaxAttribute): string {
  return attribute.args ? `[${attribute.name}(${attribute.args})]` : `[${attribute.name}]`;
}

export function parameterText(parameter: SyntaxParameter): string {
  const attributes = parameter.attributes.map(attributeText).join(' ');
  const modifiers = parameter.modifiers.join(' ');
  const defaultValue = parameter.defaultValue !== undefined ? ` = ${parameter.defaultValue}` : '';
  return [attributes, modifiers, typeRefText(parameter.type), parameter.name].filter(Boolean).join(' ') + defaultValue;
}

function constraintsText(constraints: SyntaxConstraint[]): string {
  return constraints.map((c) => ` where ${c.typeParameter} : ${c.constraints.map(typeRefText).join(', ')}`).join('');
}

const typeKeyword: Record<ApiType['kind'], string> = {
  class: 'class',
  struct: 'struct',
  interface: 'interface',
  enum: 'enum',
  delegate: 'delegate',
  record: 'record',
  'record struct': 'record struct',
};

export function typeDeclarationText(type: ApiType): string {
  const syntax = type.syntax;
  const lines = syntax.attributes.map(attributeText);
  const head = [...syntax.modifiers, typeKeyword[type.kind]].join(' ');
  const typeParameters = typeParameterListText(syntax.typeParameters, true);
  if (type.kind === 'delegate') {
    const returns = syntax.returnType ? typeRefText(syntax.returnType) : 'void';
    const parameters = syntax.parameters.map(parameterText).join(', ');
    lines.push(
      `${[...syntax.modifiers, 'delegate'].join(' ')} ${returns} ${syntax.name}${typeParameters}(${parameters})${constraintsText(syntax.constraints)};`,
    );
    return lines.join('\n');
  }
  const primary = syntax.parameters.length ? `(${syntax.parameters.map(parameterText).join(', ')})` : '';
  const bases = type.kind === 'enum' ? (syntax.returnType ? [syntax.returnType] : []) : syntax.baseTypes;
  const baseText = bases.length ? ` : ${bases.map(typeRefText).join(', ')}` : '';
  lines.push(`${head} ${syntax.name}${typeParameters}${primary}${baseText}${constraintsText(syntax.constraints)}`);
  return lines.join('\n');
}

export function memberDeclarationText(member: ApiMember, owner: ApiType): string {
  const syntax = member.syntax;
  const lines = syntax.attributes.map(attributeText);
  const modifiers = syntax.modifiers.join(' ');
  const prefix = modifiers ? `${modifiers} ` : '';
  const type = syntax.type ? typeRefText(syntax.type) : '';
  const parameters = syntax.parameters.map(parameterText).join(', ');
  const typeParameters = typeParameterListText(syntax.typeParameters, true);
  const where = constraintsText(syntax.constraints);
  switch (member.kind) {
    case 'constructor':
      lines.push(`${prefix}${owner.name}(${parameters})`);
      break;
    case 'method':
      lines.push(`${prefix}${type} ${syntax.name}${typeParameters}(${parameters})${where}`);
      break;
    case 'operator':
      lines.push(syntax.name.endsWith(' operator') ? `${prefix}${syntax.name} ${type}(${parameters})` : `${prefix}${type} ${syntax.name}(${parameters})`);
      break;
    case 'property':
      lines.push(`${prefix}${type} ${syntax.name} { ${syntax.accessors ?? 'get;'} }${syntax.initializer ? ` = ${syntax.initializer};` : ''}`);
      break;
    case 'indexer':
      lines.push(`${prefix}${type} this[${parameters}] { ${syntax.accessors ?? 'get;'} }`);
      break;
    case 'field':
    case 'constant':
      lines.push(`${prefix}${type} ${syntax.name}${syntax.initializer ? ` = ${syntax.initializer}` : ''};`);
      break;
    case 'event':
      lines.push(`${prefix}event ${type} ${syntax.name};`);
      break;
    case 'enumValue':
      lines.push(`${syntax.name}${syntax.initializer ? ` = ${syntax.initializer}` : ''}`);
      break;
  }
  return lines.join('\n');
}
