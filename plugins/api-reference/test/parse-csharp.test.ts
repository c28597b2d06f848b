import { describe, expect, it } from 'vitest';
import type { SyntaxType } from '../src/syntax';
import { typeRefText } from '../src/type-ref';
import { getParser, readFixture } from './helpers';

async function parseFixture(relative: string) {
  const source = readFixture(relative);
  return (await getParser()).parse(source.text, source.path);
}

function byName(types: { type: SyntaxType }[], name: string): SyntaxType {
  const found = types.find((t) => t.type.name === name)?.type;
  if (!found) throw new Error(`no type ${name}`);
  return found;
}

describe('parseCSharp: namespaces and usings', () => {
  it('reads a block namespace with its usings', async () => {
    const file = await parseFixture('sample/Shapes.cs');
    expect(file.usings).toEqual(['System.Collections.Generic', 'Godot', 'Sample.Core']);
    expect(file.types.map((t) => [t.namespace, t.type.name])).toEqual([['Sample.Shapes', 'Shape']]);
    expect(file.syntaxErrorLines).toEqual([]);
  });

  it('applies a file-scoped namespace to every following declaration', async () => {
    const file = await parseFixture('sample/Core.cs');
    expect(file.types.map((t) => `${t.namespace}.${t.type.name}`)).toEqual([
      'Sample.Core.IShape',
      'Sample.Core.Registry',
      'Sample.Core.Point',
      'Sample.Core.Person',
      'Sample.Core.Vec',
      'Sample.Core.Maker',
      'Sample.Core.Box',
      'Sample.Core.Box',
      'Sample.Core.State',
      'Sample.Core.NotPublic',
    ]);
  });

  it('keeps nested blocks namespaces joined', async () => {
    const parser = await getParser();
    const file = parser.parse('namespace A { namespace B.C { public class X {} } }', 'x.cs');
    expect(file.types.map((t) => t.namespace)).toEqual(['A.B.C']);
  });
});

describe('parseCSharp: types', () => {
  it('reads a generic class: modifiers, attributes, constraints, bases, doc', async () => {
    const shape = byName((await parseFixture('sample/Shapes.cs')).types, 'Shape');
    expect(shape.kind).toBe('class');
    expect(shape.modifiers).toEqual(['public', 'abstract', 'partial']);
    expect(shape.attributes).toEqual([
      { name: 'Tool', args: '' },
      { name: 'GlobalClass', args: '' },
      { name: 'Icon', args: '"res://icon.svg"' },
    ]);
    expect(shape.typeParameters).toEqual([{ name: 'T', attributes: [{ name: 'MustBeVariant', args: '' }] }]);
    expect(shape.constraints.map((c) => [c.typeParameter, c.constraints.map(typeRefText)])).toEqual([['T', ['class', 'new()']]]);
    expect(shape.baseTypes.map(typeRefText)).toEqual(['Node3D', 'IShape']);
    expect(shape.doc?.line).toBe(7);
    expect(shape.doc?.xml.startsWith('<summary>Uma forma')).toBe(true);
  });

  it('reads nested types, including a [Signal] delegate and a nested enum with values', async () => {
    const shape = byName((await parseFixture('sample/Shapes.cs')).types, 'Shape');
    expect(shape.nestedTypes.map((t) => [t.kind, t.name])).toEqual([
      ['delegate', 'ChangedEventHandler'],
      ['class', 'Inner'],
      ['class', 'Hidden'],
    ]);
    const signal = shape.nestedTypes[0];
    expect(signal?.attributes).toEqual([{ name: 'Signal', args: '' }]);
    expect(signal?.parameters.map((p) => `${typeRefText(p.type)} ${p.name}`)).toEqual(['int amount']);
    const mode = shape.nestedTypes[1]?.nestedTypes[0];
    expect(mode?.kind).toBe('enum');
    expect(mode?.returnType && typeRefText(mode.returnType)).toBe('byte');
    expect(mode?.members.map((m) => [m.name, m.initializer])).toEqual([
      ['A', '1'],
      ['B', 'A << 2'],
      ['C', undefined],
    ]);
  });

  it('reads members of every kind', async () => {
    const shape = byName((await parseFixture('sample/Shapes.cs')).types, 'Shape');
    const summary = shape.members.map((m) => `${m.kind}:${m.name}`);
    expect(summary).toEqual([
      'constant:MaxSides',
      'field:Tag',
      'field:Other',
      'field:_hidden',
      'constructor:Shape',
      'property:Area',
      'property:Sides',
      'method:Convert',
      'method:Handle',
      'method:Resize',
      'method:Resize',
    ]);
    const sides = shape.members.find((m) => m.name === 'Sides');
    expect(sides?.accessors).toBe('get; private set;');
    expect(sides?.initializer).toBe('3');
    const constructor = shape.members.find((m) => m.kind === 'constructor');
    expect(constructor?.parameters).toEqual([{ name: 'sides', type: { kind: 'predefined', name: 'int' }, modifiers: [], defaultValue: '3', attributes: [] }]);
    const convert = shape.members.find((m) => m.name === 'Convert');
    expect(convert?.typeParameters.map((p) => p.name)).toEqual(['U']);
    expect(convert?.parameters.map((p) => [p.modifiers, typeRefText(p.type), p.name])).toEqual([
      [[], 'T', 'input'],
      [['params'], 'U[]', 'rest'],
    ]);
    expect(convert?.constraints.map((c) => c.constraints.map(typeRefText))).toEqual([['struct']]);
    expect(shape.members.find((m) => m.name === 'Tag')?.initializer).toBe('"x"');
  });

  it('reads records, record structs, structs, delegates with variance, enums', async () => {
    const types = (await parseFixture('sample/Core.cs')).types;
    const point = byName(types, 'Point');
    expect(point.kind).toBe('record struct');
    expect(point.parameters.map((p) => p.name)).toEqual(['X', 'Y']);
    const person = byName(types, 'Person');
    expect(person.kind).toBe('record');
    expect(person.baseTypes.map(typeRefText)).toEqual(['IShape']);
    expect(byName(types, 'Vec').kind).toBe('struct');
    const maker = byName(types, 'Maker');
    expect(maker.kind).toBe('delegate');
    expect(maker.typeParameters).toEqual([
      { name: 'TIn', attributes: [], variance: 'in' },
      { name: 'TResult', attributes: [], variance: 'out' },
    ]);
    expect(maker.returnType && typeRefText(maker.returnType)).toBe('TResult');
    const state = byName(types, 'State');
    expect(state.members.map((m) => [m.kind, m.name, m.initializer])).toEqual([
      ['enumValue', 'Idle', undefined],
      ['enumValue', 'Running', '5'],
      ['enumValue', 'Done', undefined],
      ['enumValue', 'Flag', '0x10'],
    ]);
  });

  it('keeps generic, nullable, array, tuple and qualified types structured', async () => {
    const weird = byName((await parseFixture('hostile/Hostile.cs')).types, 'Weird');
    const map = weird.members.find((m) => m.name === 'Map');
    expect(map?.type).toEqual({
      kind: 'nullable',
      inner: {
        kind: 'named',
        name: 'Dictionary',
        args: [
          { kind: 'named', name: 'TKey', args: [] },
          { kind: 'named', name: 'List', args: [{ kind: 'named', name: 'TValue', args: [] }] },
        ],
      },
    });
    const tuple = weird.members.find((m) => m.name === 'Tuple');
    expect(tuple?.type && typeRefText(tuple.type)).toBe('(int a, string b)');
    expect(tuple?.parameters.map((p) => typeRefText(p.type))).toEqual(['int[,]', 'string']);
    expect(tuple?.parameters[1]?.defaultValue).toBe('"a|b{c}"');
    expect(weird.members.map((m) => `${m.kind}:${m.name}`)).toEqual(['property:Map', 'method:Tuple', 'operator:operator +', 'indexer:this']);
    const parser = await getParser();
    const file = parser.parse('namespace A; public class X { public Godot.Collections.Array<Foo.Bar>? Items; }', 'x.cs');
    expect(file.types[0]?.type.members[0]?.type && typeRefText(file.types[0].type.members[0].type)).toBe('Godot.Collections.Array<Foo.Bar>?');
  });
});

describe('parseCSharp: broken input', () => {
  it('reports the lines tree-sitter could not parse and keeps the rest', async () => {
    const file = await parseFixture('broken/Broken.cs');
    expect(file.syntaxErrorLines.length).toBeGreaterThan(0);
    expect(file.syntaxErrorLines[0]).toBe(7);
    expect(file.types.map((t) => t.type.name)).toEqual(['Bad', 'After']);
    expect(file.types[0]?.type.members.map((m) => m.name)).toContain('Survivor');
  });
});
