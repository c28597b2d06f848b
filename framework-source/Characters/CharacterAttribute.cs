using DiceRolling.Attributes;
using DiceRolling.Roles;
using Godot;

namespace DiceRolling.Characters;

/// <summary>
/// Recurso com os valores de um atributo para um personagem específico: valor base, máximo e atual.
/// </summary>
/// <remarks>
/// <para>
/// A definição do atributo (nome, cor, limites) fica em <see cref="AttributeType"/>; aqui ficam só os números deste
/// personagem. O <see cref="BaseValue"/> vem do papel (<see cref="RoleAttribute.BaseValue"/>) e aparece como somente
/// leitura no inspetor; <see cref="MaxValue"/> e <see cref="CurrentValue"/> mudam durante o jogo (por exemplo, a vida
/// atual cai com o dano recebido).
/// </para>
/// <para>
/// Normalmente criado por <see cref="CharacterType.InitializeAttributes"/> e lido pelos métodos
/// <see cref="CharacterType.GetAttributeCurrentValue"/>, <see cref="CharacterType.GetAttributeMaxValue"/> e
/// <see cref="CharacterType.GetAttributeBaseValue"/>.
/// </para>
/// </remarks>
[Tool]
[GlobalClass]
public partial class CharacterAttribute : Resource
{
    /// <summary>Cria um atributo de personagem vazio; usado pelo Godot ao criar ou carregar o recurso.</summary>
    public CharacterAttribute() => throw null;

    /// <summary>Cria o atributo de personagem a partir do atributo definido no papel.</summary>
    /// <param name="roleAttribute">Atributo do papel, que fornece o <see cref="Type"/> e o valor base.</param>
    public CharacterAttribute(RoleAttribute roleAttribute) => throw null;

    /// <summary>Definição do atributo (ex.: <c>Health</c>, <c>Speed</c>).</summary>
    [Export]
    public AttributeType? Type { get; set; }

    /// <summary>Valor máximo atual do atributo para este personagem.</summary>
    [Export]
    public int MaxValue { get; set; }

    /// <summary>Valor atual do atributo (ex.: vida restante).</summary>
    [Export]
    public int CurrentValue { get; set; }

    /// <summary>Valor base vindo do papel, sem modificadores; exibido como somente leitura no inspetor.</summary>
    /// <remarks>No design do jogo, a velocidade base também serve de desempate na ordem de iniciativa.</remarks>
    [Export]
    public int BaseValue { get; set; }

    /// <summary>
    /// Ajusta a exibição das propriedades no inspetor do Godot; marca <see cref="BaseValue"/> como somente leitura.
    /// </summary>
    /// <param name="property">Dicionário de descrição da propriedade fornecido pelo Godot.</param>
    public override void _ValidateProperty(Godot.Collections.Dictionary property) => throw null;
}
