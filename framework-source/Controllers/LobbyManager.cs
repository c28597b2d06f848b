using Godot;

namespace DiceRolling.Controllers;

/// <summary>Script da cena da Cidade; ainda sem lógica.</summary>
/// <remarks>
/// A Cidade é o lugar entre incursões (estruturas, tropa, inventário, escolha da dungeon). A navegação entre cenas é
/// feita por <see cref="GameplayTransitionManager"/>.
/// </remarks>
public partial class LobbyManager : Node2D
{
    /// <summary>Chamado quando a cena entra na árvore; ainda sem comportamento.</summary>
    public override void _Ready() => throw null;
}
