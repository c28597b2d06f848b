using DiceRolling.Attributes;
using Godot;

namespace DiceRolling.Roles;

/// <summary>
/// Associa um <see cref="AttributeType"/> e seu valor base a um papel.
/// </summary>
/// <remarks>
/// Ao inicializar os atributos de um personagem
/// (<see cref="DiceRolling.Characters.CharacterType.InitializeAttributes"/>), cada <see cref="RoleAttribute"/> do
/// papel vira uma <see cref="DiceRolling.Characters.CharacterAttribute"/> do personagem, cujo valor base vem de
/// <see cref="BaseValue"/>.
/// </remarks>
/// <example>
/// <code>
/// var vida = new RoleAttribute(healthAttribute, 100);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class RoleAttribute : Resource
{
    /// <summary>Cria a associação sem atributo (usado pelo Godot e pelo inspetor).</summary>
    public RoleAttribute() => throw null;

    /// <summary>Cria a associação com o atributo e o valor base informados.</summary>
    /// <param name="type">Atributo concedido.</param>
    /// <param name="baseValue">Valor base do atributo para o papel.</param>
    public RoleAttribute(AttributeType type, int baseValue) => throw null;

    /// <summary>Atributo concedido pelo papel.</summary>
    [Export]
    public AttributeType? Type { get; set; }

    /// <summary>Valor base do atributo para personagens deste papel.</summary>
    [Export]
    public int BaseValue { get; set; }
}
