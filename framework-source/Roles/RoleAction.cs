using DiceRolling.Actions;
using Godot;

namespace DiceRolling.Roles;

/// <summary>
/// Associa um <see cref="ActionType"/> a um papel, como uma das ações que o papel concede.
/// </summary>
/// <remarks>
/// Ao inicializar as ações de um personagem
/// (<see cref="DiceRolling.Characters.CharacterType.InitializeActions"/>), cada <see cref="RoleAction"/> do papel vira
/// uma <see cref="DiceRolling.Characters.CharacterAction"/> do personagem.
/// </remarks>
[Tool]
[GlobalClass]
public partial class RoleAction : Resource
{
    /// <summary>Cria a associação sem ação (usado pelo Godot e pelo inspetor).</summary>
    public RoleAction() => throw null;

    /// <summary>Cria a associação com a ação informada.</summary>
    /// <param name="type">Ação concedida pelo papel.</param>
    public RoleAction(ActionType type) => throw null;

    /// <summary>Ação concedida pelo papel.</summary>
    [Export]
    public ActionType? Type { get; set; }
}
